import { CheckEmailModal, toast } from '@clipnest/ui';
import { useEffect, useRef, useState } from 'react';
import { authConstants, authCopy } from '../content/auth';
import { LogoMark } from './brand';
import { emailAwaitsVerification, resendVerification, signIn, verifyCode } from '../services/auth';
import { isThisDeviceAMac } from '../services/device';
import { closeDialog, openDialog, pressDownload } from '../journey/download';
import { signedIn } from '../journey/session';
import { useJourney, type JourneyDialog } from '../journey/store';

/** Seconds between verification emails: the provider sends one per address per minute. */
const resendCooldownSeconds = 60;

/** How often Check Your Email asks whether the address was verified elsewhere (another device). */
const verifiedElsewhereCheckMs = 5000;

type CheckEmailState = Extract<JourneyDialog, { kind: 'checkEmail' }>;

/**
 * 'Check Your Email': the code typed here verifies in this tab, and a verification made anywhere
 * else (the link on a phone) is noticed here — on focus, on return to the tab, and every few
 * seconds — so the tab signs in with the password kept in memory and the download goes on.
 */
export function CheckEmailDialog({ dialog }: { dialog: CheckEmailState }) {
  const downloadStatus = useJourney((journey) => journey.download.status);
  const { checkEmail, otherDevice } = authCopy;
  // 'signIn': verified elsewhere, but this tab has no password to sign in with.
  const [verified, setVerified] = useState<false | 'here' | 'signIn'>(false);
  const [isMac] = useState(isThisDeviceAMac);
  const { email, password } = dialog;

  // Verified here with no Download press waiting (the dialog was opened for a new code): the
  // download starts now. A waiting press resumes by itself once the session allows it.
  const started = useRef(false);
  useEffect(() => {
    if (verified !== 'here' || !isMac || started.current || downloadStatus !== 'idle') return;
    started.current = true;
    pressDownload();
  }, [verified, isMac, downloadStatus]);

  useEffect(() => {
    if (verified) return undefined;
    let active = true;
    let checking = false;
    async function check() {
      if (checking || document.visibilityState !== 'visible') return;
      checking = true;
      try {
        if ((await emailAwaitsVerification(email)) !== false || !active) return;
        const result = password ? await signIn(email, password) : null;
        if (!active) return;
        if (result && 'user' in result) {
          signedIn(result.user);
          setVerified('here');
        } else {
          setVerified('signIn');
        }
      } finally {
        checking = false;
      }
    }
    const timer = setInterval(() => void check(), verifiedElsewhereCheckMs);
    const onReturn = () => void check();
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [verified, email, password]);

  const verifiedView =
    verified === 'signIn'
      ? {
          title: otherDevice.verifiedTitle,
          description: authCopy.alreadyVerified.description,
          continueLabel: checkEmail.verifiedSignIn,
          onContinue: () => openDialog({ kind: 'auth', mode: 'login', email }),
        }
      : isMac
        ? {
            title: checkEmail.verifiedTitle,
            description: checkEmail.verifiedDescription,
            continueLabel: checkEmail.verifiedContinue,
            onContinue: pressDownload,
          }
        : {
            title: otherDevice.verifiedTitle,
            description: otherDevice.verifiedDescription,
            continueLabel: undefined,
            onContinue: undefined,
          };

  return (
    <CheckEmailModal
      isOpen
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        // Closed before any verification: the Download press that led here is dropped.
        closeDialog('checkEmail', { keepsPress: Boolean(verified) });
      }}
      mark={<LogoMark size={40} />}
      email={email}
      status={verified ? 'verified' : 'waiting'}
      initialCooldownSeconds={dialog.justSent ? resendCooldownSeconds : 0}
      cooldownSeconds={resendCooldownSeconds}
      linkValidityHours={authConstants.verificationLinkHours}
      onResend={async () => {
        const result = await resendVerification(email);
        if ('error' in result) toast.error(result.error);
        return result;
      }}
      onVerifyCode={async (code) => {
        const result = await verifyCode(email, code);
        if ('error' in result) return { error: result.error };
        signedIn(result.user);
        toast.success(authCopy.toasts.emailVerified);
        setVerified('here');
        return { ok: true };
      }}
      onContinue={verifiedView.onContinue}
      continueIcon={verified === 'signIn' ? undefined : 'download'}
      // Back to sign-up with the address kept, to correct it rather than type it again.
      onChangeAddress={() => openDialog({ kind: 'auth', mode: 'signup', email })}
      labels={{
        title: checkEmail.title,
        sentTo: (address) => (
          <>
            {checkEmail.sentToPrefix}
            {address}.
          </>
        ),
        linkValidity: checkEmail.linkValidity,
        notReceived: checkEmail.notReceived,
        resend: checkEmail.resend,
        resendIn: checkEmail.resendIn,
        pending: checkEmail.resending,
        resendSent: checkEmail.resendSent,
        changeAddressPrompt: checkEmail.changeAddressPrompt,
        changeAddress: checkEmail.changeAddress,
        unexpectedError: authCopy.unexpected,
        close: checkEmail.close,
        codeLabel: checkEmail.codeLabel,
        codeDescription: checkEmail.codeDescription,
        codeIncomplete: checkEmail.codeIncomplete,
        verify: checkEmail.verify,
        verifying: checkEmail.verifying,
        verifiedTitle: verifiedView.title,
        verifiedDescription: verifiedView.description,
        continue: verifiedView.continueLabel ?? checkEmail.close,
      }}
    />
  );
}
