import { Button, ButtonLink, Prose, VerificationStatus, toast } from '@clipnest/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useJourney } from '../app/download';
import { useSession } from '../app/session';
import { ManualDownload, VerificationPage, VerifiedDownload } from '../app/VerifiedDownload';
import { authConstants, authCopy } from '../content/auth';
import { staticSeo } from '../content/seo';
import { setSessionFromLink } from '../services/auth';
import { callbackFailure } from '../services/authErrors';
import { parseCallbackUrl, type CallbackParams } from '../services/callbackUrl';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/auth/callback'];

const { callbackTimings } = authConstants;

type Step =
  | { status: 'verifying' }
  | { status: 'no-link' }
  | { status: 'verified' }
  | { status: 'recovery' }
  | { status: 'error'; message: string };

const { callback } = authCopy;

/**
 * Where the provider's own links land (projects whose mail templates still send them): it reads
 * the tokens (or the error) from the fragment, removes them from the address bar and history,
 * sets the session, then: a verification downloads (VerifiedDownload); a recovery link opens the
 * new-password form; an error says what is true and offers sign-in as well as the download.
 */
export default function AuthCallback() {
  const [step, setStep] = useState<Step>({ status: 'verifying' });
  const [, navigate] = useLocation();
  const session = useSession();
  const { setDialog } = useJourney();
  const started = useRef(false);
  const [homeCancelled, setHomeCancelled] = useState(false);

  // Read the link once (a second effect run in development must not read the cleaned address).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Opened on its own (a bookmark, a typed address): nothing to verify, and nothing went wrong.
    const opened = window.location.hash.replace(/^#/, '') + window.location.search.replace(/^\?/, '');
    const link = opened ? parseCallbackUrl(window.location.hash, window.location.search) : null;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void verify(link).then((next) => {
      if (next.status === 'verified') toast.success(authCopy.toasts.emailVerified);
      if (next.status === 'recovery') setDialog({ kind: 'auth', mode: 'set-password' });
      setStep(next);
    });

    async function verify(link: CallbackParams | null): Promise<Step> {
      if (!link) return { status: 'no-link' };
      if (link.kind === 'invalid') return { status: 'error', message: callback.invalidUrl };
      if (link.kind === 'error') return { status: 'error', message: callbackFailure(link.errorCode) };
      const result = await setSessionFromLink(link.accessToken, link.refreshToken, link.type === 'recovery');
      if ('error' in result) return { status: 'error', message: result.error };
      session.signedIn(result.user);
      return { status: result.isRecovery ? 'recovery' : 'verified' };
    }
  }, [session, setDialog]);

  // Home 3–5 s after an error, unless the visitor has started doing something here.
  useEffect(() => {
    if (homeCancelled || step.status !== 'error') return undefined;
    const timer = setTimeout(() => navigate('/'), callbackTimings.homeAfterErrorMs);
    return () => clearTimeout(timer);
  }, [step.status, homeCancelled, navigate]);

  if (step.status === 'verified') {
    return (
      <VerificationPage>
        <VerifiedDownload />
      </VerificationPage>
    );
  }

  const view =
    step.status === 'verifying'
      ? { state: 'verifying' as const, title: callback.verifyingTitle, description: callback.verifyingText }
      : step.status === 'no-link'
        ? {
            state: 'idle' as const,
            title: callback.noLinkTitle,
            description: callback.noLinkText(callback.invalidUrl),
          }
        : step.status === 'recovery'
          ? {
              state: 'verified' as const,
              title: authCopy.recovery.setTitle,
              description: authCopy.recovery.setDescription,
            }
          : { state: 'error' as const, title: callback.failedTitle, description: step.message };

  return (
    <VerificationPage>
      <VerificationStatus status={view.state} title={view.title} description={view.description}>
        {step.status === 'error' && (
          <>
            <ManualDownload onPress={() => setHomeCancelled(true)} />
            {!session.user.loggedIn && (
              <Button
                variant="soft"
                size={3}
                onPress={() => {
                  setHomeCancelled(true);
                  setDialog({ kind: 'auth', mode: 'login' });
                }}
              >
                {authCopy.confirm.signIn}
              </Button>
            )}
            <ButtonLink href="/" variant="soft" size={3}>
              {callback.backHome}
            </ButtonLink>
          </>
        )}
        {step.status === 'no-link' && (
          <>
            {!session.user.loggedIn && (
              <>
                <Button size={3} onPress={() => setDialog({ kind: 'auth', mode: 'signup' })}>
                  {callback.noLinkSignUp}
                </Button>
                <Button variant="soft" size={3} onPress={() => setDialog({ kind: 'auth', mode: 'login' })}>
                  {authCopy.confirm.signIn}
                </Button>
              </>
            )}
            <ButtonLink href="/" variant="soft" size={3}>
              {callback.backHome}
            </ButtonLink>
          </>
        )}
        {step.status === 'verifying' && (
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
    </VerificationPage>
  );
}
