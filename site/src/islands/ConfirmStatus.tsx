import { Button, ButtonLink, Prose, VerificationStatus } from '@clipnest/ui';
import { useEffect } from 'react';
import { LogoMark } from '../app/brand';
import { useUser } from '../app/session';
import {
  NoLinkDetail,
  useIsMac,
  VerifiedDownload,
  sharedStatusViews,
  type StatusView,
} from '../app/VerifiedDownload';
import { authCopy } from '../content/auth';
import { openDialog } from '../journey/download';
import { useJourney } from '../journey/store';
import { confirmLink, openConfirmPage, sendNewCode } from '../journey/verification';
import type { Verification } from '../journey/verificationState';

const { confirm, callback } = authCopy;

/** What the confirm page says at each step ('none': as prerendered, the same for every link). */
function viewOf(verification: Verification, isMac: boolean): StatusView {
  switch (verification.step) {
    case 'noLink':
    case 'recovery':
      return sharedStatusViews[verification.step];
    case 'alreadyVerified':
      return {
        state: 'verified',
        title: authCopy.alreadyVerified.title,
        description: confirm.alreadyVerifiedText,
      };
    case 'expired':
      return { state: 'error', title: confirm.expiredTitle, description: confirm.expiredText };
    case 'failed':
      return { state: 'error', title: callback.failedTitle, description: verification.message };
    default:
      if (isRecovery(verification)) {
        return { state: 'ready', title: confirm.recoveryTitle, description: confirm.recoveryDescription };
      }
      return {
        state: 'ready',
        title: confirm.title,
        description: isMac ? confirm.description : confirm.descriptionElsewhere,
      };
  }
}

const isRecovery = (verification: Verification) =>
  (verification.step === 'ready' || verification.step === 'confirming') &&
  verification.link.type === 'recovery';

/**
 * Where the email's button lands. Opening the page verifies nothing — a mail scanner that fetches
 * every link spends nothing — the visitor's press does, and that same press starts the download
 * (journey/verification.ts). A link that no longer works says what is true: the address is
 * verified already (sign in), or not yet (a new code, really sent).
 */
export default function ConfirmStatus() {
  useEffect(openConfirmPage, []);
  const verification = useJourney((journey) => journey.verification);
  const user = useUser();
  const isMac = useIsMac();

  if (verification.step === 'verified' || verification.step === 'complete') {
    return <VerifiedDownload />;
  }

  const view = viewOf(verification, isMac);
  const email = 'email' in verification ? verification.email : null;
  const signIn = (variant: 'solid' | 'surface') => (
    <Button
      variant={variant}
      size={3}
      onPress={() => openDialog({ kind: 'auth', mode: 'login', email: email ?? undefined })}
    >
      {confirm.signIn}
    </Button>
  );
  const newCode = email && (
    <Button variant="solid" size={3} onPress={() => void sendNewCode(email)}>
      {confirm.sendNewCode}
    </Button>
  );
  const home = (
    <ButtonLink href="/" variant="ghost" size={3}>
      {confirm.backHome}
    </ButtonLink>
  );
  const step = verification.step;
  return (
    <VerificationStatus
      status={view.state}
      title={view.title}
      description={view.description}
      // Nothing to verify: the mark with its front clip missing, the motif of the 404 page.
      illustration={step === 'noLink' ? <LogoMark size={56} empty /> : undefined}
      data-step={step}
    >
      {(step === 'none' || step === 'ready' || step === 'confirming') && (
        <>
          <Button
            variant="solid"
            size={3}
            isPending={step === 'confirming'}
            labels={{ pending: confirm.pending }}
            onPress={() => void confirmLink()}
          >
            {isRecovery(verification)
              ? confirm.recoveryAction
              : isMac
                ? confirm.action
                : confirm.actionElsewhere}
          </Button>
          <Prose>
            <p>{confirm.why}</p>
          </Prose>
        </>
      )}
      {step === 'alreadyVerified' && signIn('solid')}
      {step === 'expired' && newCode}
      {step === 'failed' && (
        <>
          {newCode}
          {signIn('surface')}
          {home}
        </>
      )}
      {step === 'noLink' && !user.loggedIn && (
        <>
          <Button size={3} onPress={() => openDialog({ kind: 'auth', mode: 'signup' })}>
            {callback.noLinkSignUp}
          </Button>
          {signIn('surface')}
        </>
      )}
      {step === 'noLink' && (
        <>
          {home}
          <NoLinkDetail />
        </>
      )}
    </VerificationStatus>
  );
}
