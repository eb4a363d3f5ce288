import { Button, ButtonLink, Prose, VerificationStatus, toast } from '@clipnest/ui';
import { useState, useSyncExternalStore } from 'react';
import { useJourney } from '../app/download';
import { useSession } from '../app/session';
import { VerificationPage, VerifiedDownload } from '../app/VerifiedDownload';
import { authCopy } from '../content/auth';
import { staticSeo } from '../content/seo';
import type { LinkType } from '../services/auth';
import { parseConfirmUrl, type ConfirmParams } from '../services/confirmUrl';
import { isThisDeviceAMac } from '../services/device';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/auth/confirm'];

type Step =
  | { status: 'ready' }
  | { status: 'confirming' }
  | { status: 'verified' }
  | { status: 'recovery' }
  | { status: 'alreadyVerified' }
  | { status: 'expired' }
  | { status: 'error'; message: string };

const { confirm } = authCopy;
const loadAuth = () => import('../services/auth');

const noChanges = () => () => {};
let readLink: { href: string; params: ConfirmParams } | null = null;
/** This page's link, read once per address (a stable value, as useSyncExternalStore needs). */
function currentLink(): ConfirmParams {
  if (readLink?.href !== window.location.href) {
    readLink = {
      href: window.location.href,
      params: parseConfirmUrl(window.location.search, window.location.hash),
    };
  }
  return readLink.params;
}

/**
 * Where the email's button lands. Opening the page verifies nothing — a mail scanner that fetches
 * every link spends nothing — the visitor's press does, and that same press starts the download
 * (browsers want a gesture for it). A link that no longer works says what is true: the address is
 * verified already (sign in), or not yet (a new code, really sent).
 */
export default function AuthConfirm() {
  // Read after hydration: the prerendered page (no link, a Mac) is the same for every link.
  const link = useSyncExternalStore(noChanges, currentLink, () => null);
  const isMac = useSyncExternalStore(noChanges, isThisDeviceAMac, () => true);
  const [pressed, setStep] = useState<Step>({ status: 'ready' });
  const step: Step =
    pressed.status === 'ready' && link?.kind === 'invalid'
      ? { status: 'error', message: confirm.invalid }
      : pressed;
  const session = useSession();
  const { setDialog } = useJourney();

  const email = link?.email ?? null;
  const type: LinkType = link?.kind === 'link' ? link.type : 'signup';

  async function press() {
    if (link?.kind !== 'link' || step.status === 'confirming') return;
    setStep({ status: 'confirming' });
    const { verifyLink, emailAwaitsVerification } = await loadAuth();
    const result = await verifyLink(link.tokenHash, link.type);
    if ('user' in result) {
      session.signedIn(result.user);
      if (link.type === 'recovery') {
        setDialog({ kind: 'auth', mode: 'set-password' });
        setStep({ status: 'recovery' });
      } else {
        toast.success(authCopy.toasts.emailVerified);
        setStep({ status: 'verified' });
      }
      return;
    }
    if ('error' in result) return setStep({ status: 'error', message: result.error });
    // Used, expired or replaced by a newer email: is the address verified by now?
    if (session.canDownload && (!email || session.user.email === email)) {
      return setStep({ status: 'verified' });
    }
    const waiting = email && link.type === 'signup' ? await emailAwaitsVerification(email) : null;
    setStep({ status: waiting ? 'expired' : 'alreadyVerified' });
  }

  async function sendNewCode() {
    if (!email) return;
    const { resendVerification } = await loadAuth();
    const result = await resendVerification(email);
    if ('error' in result) return toast.error(result.error);
    setDialog({ kind: 'checkEmail', email, justSent: true });
  }

  if (step.status === 'verified') {
    return (
      <VerificationPage>
        <VerifiedDownload />
      </VerificationPage>
    );
  }

  const recovery = type === 'recovery';
  const view =
    step.status === 'alreadyVerified'
      ? {
          state: 'verified' as const,
          title: authCopy.alreadyVerified.title,
          description: confirm.alreadyVerifiedText,
        }
      : step.status === 'expired'
        ? { state: 'error' as const, title: confirm.expiredTitle, description: confirm.expiredText }
        : step.status === 'error'
          ? { state: 'error' as const, title: authCopy.callback.failedTitle, description: step.message }
          : step.status === 'recovery'
            ? {
                state: 'verified' as const,
                title: authCopy.recovery.setTitle,
                description: authCopy.recovery.setDescription,
              }
            : {
                state: 'ready' as const,
                title: recovery ? confirm.recoveryTitle : confirm.title,
                description: recovery
                  ? confirm.recoveryDescription
                  : isMac
                    ? confirm.description
                    : confirm.descriptionElsewhere,
              };

  return (
    <VerificationPage>
      <VerificationStatus
        status={view.state}
        title={view.title}
        description={view.description}
        data-step={step.status}
      >
        {(step.status === 'ready' || step.status === 'confirming') && (
          <>
            <Button
              variant="solid"
              size={3}
              isPending={step.status === 'confirming'}
              labels={{ pending: confirm.pending }}
              onPress={() => void press()}
            >
              {recovery ? confirm.recoveryAction : isMac ? confirm.action : confirm.actionElsewhere}
            </Button>
            <Prose>
              <p>{confirm.why}</p>
            </Prose>
          </>
        )}
        {step.status === 'alreadyVerified' && (
          <Button
            variant="solid"
            size={3}
            onPress={() => setDialog({ kind: 'auth', mode: 'login', email: email ?? undefined })}
          >
            {confirm.signIn}
          </Button>
        )}
        {step.status === 'expired' && (
          <Button variant="solid" size={3} onPress={() => void sendNewCode()}>
            {confirm.sendNewCode}
          </Button>
        )}
        {step.status === 'error' && (
          <>
            {email && type === 'signup' && (
              <Button variant="solid" size={3} onPress={() => void sendNewCode()}>
                {confirm.sendNewCode}
              </Button>
            )}
            <Button
              variant="soft"
              size={3}
              onPress={() => setDialog({ kind: 'auth', mode: 'login', email: email ?? undefined })}
            >
              {confirm.signIn}
            </Button>
            <ButtonLink href="/" variant="soft" size={3}>
              {confirm.backHome}
            </ButtonLink>
          </>
        )}
      </VerificationStatus>
    </VerificationPage>
  );
}
