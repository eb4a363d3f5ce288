import {
  Button,
  ButtonLink,
  Container,
  Prose,
  Section,
  VerificationStatus,
  toast,
  type VerificationState,
} from '@clipnest/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useJourney } from '../app/download';
import { useSession } from '../app/session';
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
  | { status: 'verified' }
  | { status: 'recovery' }
  | { status: 'error'; message: string };

const { callback } = authCopy;

/**
 * Where the emailed links land. It reads the tokens (or the error) from the fragment, removes
 * them from the address bar and history, sets the session, then: a verification starts the
 * download and goes home; a recovery link opens the new-password form; an error says why.
 */
export default function AuthCallback() {
  const [step, setStep] = useState<Step>({ status: 'verifying' });
  const [, navigate] = useLocation();
  const session = useSession();
  const { download, transfer, setDialog, startQuietly } = useJourney();
  const started = useRef(false);
  const autoDownload = useRef(false);
  const [homeCancelled, setHomeCancelled] = useState(false);

  // Read the link once (a second effect run in development must not read the cleaned address).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = parseCallbackUrl(window.location.hash, window.location.search);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void verify(link).then((next) => {
      if (next.status === 'verified') {
        autoDownload.current = true;
        toast.success(authCopy.toasts.emailVerified);
      }
      if (next.status === 'recovery') setDialog({ kind: 'auth', mode: 'set-password' });
      setStep(next);
    });

    async function verify(link: CallbackParams): Promise<Step> {
      if (link.kind === 'invalid') return { status: 'error', message: callback.invalidUrl };
      if (link.kind === 'error') return { status: 'error', message: callbackFailure(link.errorCode) };
      const result = await setSessionFromLink(link.accessToken, link.refreshToken, link.type === 'recovery');
      if ('error' in result) return { status: 'error', message: result.error };
      session.signedIn(result.user);
      return { status: result.isRecovery ? 'recovery' : 'verified' };
    }
  }, [session, setDialog]);

  // The download starts by itself once the session says the visitor may download.
  useEffect(() => {
    if (autoDownload.current && session.canDownload && step.status === 'verified') {
      autoDownload.current = false;
      startQuietly();
    }
  }, [session.canDownload, step.status, startQuietly]);

  // 'Download Complete!' 3 s after the start — and never before the bytes have arrived.
  const [threeSecondsPassed, setThreeSecondsPassed] = useState(false);
  useEffect(() => {
    if (step.status !== 'verified') return undefined;
    const timer = setTimeout(() => setThreeSecondsPassed(true), callbackTimings.completeAfterMs);
    return () => clearTimeout(timer);
  }, [step.status]);
  const status =
    step.status === 'verified' && threeSecondsPassed && transfer?.status === 'done'
      ? 'complete'
      : step.status;

  // Home after success (2 s after 'Download Complete!') or after an error (3–5 s), unless the
  // visitor has started doing something here.
  useEffect(() => {
    if (homeCancelled) return undefined;
    const delay =
      status === 'complete'
        ? callbackTimings.homeAfterCompleteMs
        : status === 'error'
          ? callbackTimings.homeAfterErrorMs
          : null;
    if (delay === null) return undefined;
    const timer = setTimeout(() => navigate('/'), delay);
    return () => clearTimeout(timer);
  }, [status, homeCancelled, navigate]);

  const failedDownload = status === 'verified' && transfer?.status === 'failed';
  const view: { state: VerificationState; title: string; description: string } =
    step.status === 'verifying'
      ? { state: 'verifying', title: callback.verifyingTitle, description: callback.verifyingText }
      : status === 'verified'
        ? {
            state: failedDownload ? 'error' : 'verified',
            title: callback.verifiedTitle,
            description: failedDownload
              ? (transfer?.message ?? authCopy.download.failed)
              : callback.verifiedText,
          }
        : status === 'complete'
          ? { state: 'complete', title: callback.complete, description: callback.redirecting }
          : step.status === 'recovery'
            ? {
                state: 'verified',
                title: authCopy.recovery.setTitle,
                description: authCopy.recovery.setDescription,
              }
            : {
                state: 'error',
                title: callback.failedTitle,
                description: step.status === 'error' ? step.message : callback.error,
              };

  return (
    <Section size={3}>
      <Container size={1}>
        <VerificationStatus status={view.state} title={view.title} description={view.description}>
          {(step.status === 'error' || failedDownload) && (
            <>
              <Button
                variant="solid"
                size={3}
                isDisabled={download.buttonProps.status !== 'idle'}
                onPress={() => {
                  setHomeCancelled(true);
                  download.press();
                }}
              >
                {callback.manualDownload}
              </Button>
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
      </Container>
    </Section>
  );
}
