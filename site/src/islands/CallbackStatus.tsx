import { Button, ButtonLink, Prose, VerificationStatus } from '@clipnest/ui';
import { useEffect } from 'react';
import { LogoMark } from '../app/brand';
import {
  ManualDownload,
  NoLinkDetail,
  VerifiedDownload,
  sharedStatusViews,
  type StatusView,
} from '../app/VerifiedDownload';
import { useUser } from '../app/session';
import { authCopy } from '../content/auth';
import { openDialog } from '../journey/download';
import { useJourney } from '../journey/store';
import { openCallbackPage, stayOnPage } from '../journey/verification';
import type { Verification } from '../journey/verificationState';

const { callback } = authCopy;

/** What the callback page says at each step ('none': as prerendered, before the link is read). */
function viewOf(verification: Verification): StatusView {
  switch (verification.step) {
    case 'noLink':
    case 'recovery':
      return sharedStatusViews[verification.step];
    case 'failed':
      return { state: 'error', title: callback.failedTitle, description: verification.message };
    default:
      return { state: 'verifying', title: callback.verifyingTitle, description: callback.verifyingText };
  }
}

/**
 * Where the provider's own links land (projects whose mail templates still send them): the
 * journey reads the link and sets the session (journey/verification.ts); this page shows its step.
 * A verification downloads; a recovery link opens the new-password form; an error says what is
 * true and offers sign-in as well as the download.
 */
export default function CallbackStatus() {
  useEffect(openCallbackPage, []);
  const verification = useJourney((journey) => journey.verification);
  const user = useUser();

  if (verification.step === 'verified' || verification.step === 'complete') {
    return <VerifiedDownload />;
  }

  const view = viewOf(verification);
  const signIn = !user.loggedIn && (
    <Button
      variant="surface"
      size={3}
      onPress={() => {
        stayOnPage();
        openDialog({ kind: 'auth', mode: 'login' });
      }}
    >
      {authCopy.confirm.signIn}
    </Button>
  );
  const home = (
    <ButtonLink href="/" variant="ghost" size={3}>
      {callback.backHome}
    </ButtonLink>
  );
  return (
    <VerificationStatus
      status={view.state}
      title={view.title}
      description={view.description}
      // Nothing to verify: the mark with its front clip missing, the motif of the 404 page.
      illustration={verification.step === 'noLink' ? <LogoMark size={56} empty /> : undefined}
    >
      {verification.step === 'failed' && (
        <>
          <ManualDownload />
          {signIn}
          {home}
        </>
      )}
      {verification.step === 'noLink' && (
        <>
          {!user.loggedIn && (
            <Button size={3} onPress={() => openDialog({ kind: 'auth', mode: 'signup' })}>
              {callback.noLinkSignUp}
            </Button>
          )}
          {signIn}
          {home}
          <NoLinkDetail />
        </>
      )}
      {view.state === 'verifying' && (
        <Prose>
          <ol>
            {callback.steps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <p>{callback.noLink}</p>
        </Prose>
      )}
    </VerificationStatus>
  );
}
