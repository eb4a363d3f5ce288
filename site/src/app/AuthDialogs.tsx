import { AuthModal, Button, CheckEmailModal, HandoffNotice, Modal, toast } from '@clipnest/ui';
import { useEffect, useRef, useState } from 'react';
import { authConstants, authCopy } from '../content/auth';
import {
  emailAwaitsVerification,
  requestPasswordReset,
  resendVerification,
  signIn,
  signUp,
  updatePassword,
  verifyCode,
} from '../services/auth';
import { isThisDeviceAMac } from '../services/device';
import { closeDialog, openDialog, pressDownload } from '../journey/download';
import { signedIn } from '../journey/session';
import { useJourney, type JourneyDialog } from '../journey/store';
import { LogoMark } from './brand';

/** Seconds between verification emails: the provider sends one per address per minute. */
const resendCooldownSeconds = 60;

/** How often Check Your Email asks whether the address was verified elsewhere (another device). */
const verifiedElsewhereCheckMs = 5000;

/**
 * The journey's dialogs, loaded when one first opens: sign in / sign up / password recovery,
 * 'Check Your Email' after a sign-up (or a sign-in with an unverified address), and what a device
 * that is not a Mac is told.
 */
export default function AuthDialogs() {
  const dialog = useJourney((journey) => journey.dialog);
  // Whether the closing auth dialog leaves the Download press waiting (signed in, or moved on to
  // Check Your Email, whose verification resumes it).
  const keepsPress = useRef(false);
  const { modal, recovery, toasts } = authCopy;
  const reason = dialog.kind === 'auth' ? dialog.reason : undefined;
  const reasonText =
    reason === 'alreadyVerified'
      ? `${authCopy.alreadyVerified.title}. ${authCopy.alreadyVerified.description}`
      : reason === 'sessionEnded'
        ? authCopy.sessionEnded
        : null;

  function openCheckEmail(email: string, justSent: boolean, password: string) {
    keepsPress.current = true;
    openDialog({ kind: 'checkEmail', email, justSent, password });
  }

  return (
    <>
      <AuthModal
        isOpen={dialog.kind === 'auth'}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          closeDialog('auth', { keepsPress: keepsPress.current });
          keepsPress.current = false;
        }}
        mode={dialog.kind === 'auth' ? dialog.mode : 'signup'}
        onModeChange={(mode) => openDialog({ kind: 'auth', mode })}
        defaultEmail={dialog.kind === 'auth' ? dialog.email : undefined}
        minPasswordLength={authConstants.minPasswordLength}
        mark={<LogoMark size={40} />}
        onSubmit={async ({ mode, email, password }) => {
          if (mode === 'login') {
            const result = await signIn(email, password);
            if ('error' in result) {
              if (!result.needsVerification) return { error: result.error };
              // An unverified address: the message, and Check Your Email opens.
              toast.error(result.error);
              openCheckEmail(email, false, password);
              return { ok: true };
            }
            keepsPress.current = true;
            signedIn(result.user);
            toast.success(toasts.signedIn);
            return { ok: true };
          }
          const result = await signUp(email, password);
          if ('error' in result) return { error: result.error };
          if ('checkEmail' in result) {
            openCheckEmail(result.checkEmail, true, password);
            return { ok: true };
          }
          if ('alreadyVerified' in result) {
            // Signed up before: the password just typed is most likely that account's.
            const again = await signIn(email, password);
            if ('user' in again) {
              keepsPress.current = true;
              signedIn(again.user);
              toast.success(toasts.welcomeBack);
              return { ok: true };
            }
            // The dialog turns into the sign-in form, pre-filled, its title and description saying
            // why; an empty error keeps it open without a second message.
            openDialog({ kind: 'auth', mode: 'login', email, reason: 'alreadyVerified' });
            return { error: '' };
          }
          // Confirmations off: the account is signed in at once.
          keepsPress.current = true;
          signedIn(result.user);
          toast.success(toasts.accountCreated);
          return { ok: true };
        }}
        onRequestReset={async ({ email }) => {
          const result = await requestPasswordReset(email);
          return 'error' in result ? { error: result.error } : { ok: true };
        }}
        onVerifyResetCode={async ({ email, code }) => {
          const result = await verifyCode(email, code, 'recovery');
          if ('error' in result) return { error: result.error };
          // Signed in for the new password (the form turns into set-password); no download yet.
          signedIn(result.user);
          return { ok: true };
        }}
        onSetPassword={async ({ password }) => {
          const result = await updatePassword(password);
          if ('error' in result) return { error: result.error };
          keepsPress.current = true;
          signedIn(result.user);
          toast.success(recovery.updated);
          return { ok: true };
        }}
        onGeneratePassword={() => toast.success(toasts.passwordGenerated)}
        labels={{
          title: {
            ...modal.title,
            login: reason === 'alreadyVerified' ? authCopy.alreadyVerified.title : modal.title.login,
            'reset-request': recovery.requestTitle,
            'set-password': recovery.setTitle,
          },
          description: {
            ...modal.description,
            login: reasonText ?? modal.description.login,
            'reset-request': recovery.requestDescription,
            'set-password': recovery.setDescription,
          },
          submit: {
            ...modal.submit,
            'reset-request': recovery.requestSubmit,
            'set-password': recovery.setSubmit,
          },
          pending: modal.submitting,
          email: modal.email,
          emailPlaceholder: modal.emailPlaceholder,
          password: modal.password,
          newPassword: recovery.newPassword,
          confirmPassword: recovery.confirmPassword,
          passwordHint: () => modal.passwordHint,
          showPassword: modal.showPassword,
          generatePassword: modal.generatePassword,
          forgotPassword: recovery.forgotPassword,
          toSignupPrompt: modal.toSignupPrompt,
          toSignup: modal.toSignup,
          toLoginPrompt: modal.toLoginPrompt,
          toLogin: modal.toLogin,
          backToLogin: recovery.backToLogin,
          resetRequestSent: recovery.requestSent,
          resetCode: {
            codeLabel: recovery.codeLabel,
            codeDescription: recovery.codeDescription,
            codeIncomplete: authCopy.checkEmail.codeIncomplete,
            verify: recovery.codeSubmit,
            verifying: recovery.codeChecking,
          },
          close: modal.close,
          errors: {
            emailRequired: authCopy.validation.emailRequired,
            emailInvalid: authCopy.validation.emailInvalid,
            passwordRequired: authCopy.validation.passwordRequired,
            passwordTooShort: () => authCopy.validation.passwordTooShort,
            confirmPasswordRequired: recovery.confirmRequired,
            passwordsMismatch: recovery.passwordsMismatch,
            unexpected: authCopy.unexpected,
          },
        }}
      />
      {dialog.kind === 'checkEmail' && <CheckEmail key={dialog.email} dialog={dialog} />}
      {dialog.kind === 'otherDevice' && <OtherDevice />}
    </>
  );
}

type CheckEmailDialog = Extract<JourneyDialog, { kind: 'checkEmail' }>;

/**
 * 'Check Your Email': the code typed here verifies in this tab, and a verification made anywhere
 * else (the link on a phone) is noticed here — on focus, on return to the tab, and every few
 * seconds — so the tab signs in with the password kept in memory and the download goes on.
 */
function CheckEmail({ dialog }: { dialog: CheckEmailDialog }) {
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

/** A device that is not a Mac pressed Download: what Clipnest is for, the address, and sign-up. */
function OtherDevice() {
  const { otherDevice } = authCopy;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && closeDialog('otherDevice', { keepsPress: true })}
      title={otherDevice.title}
      description={otherDevice.description}
      labels={{ close: otherDevice.close }}
      size={1}
    >
      <HandoffNotice
        hideHeader
        align="start"
        url={new URL('/', window.location.origin).toString()}
        labels={otherDevice.handoff}
      >
        <Button
          variant="solid"
          size={3}
          isFullWidth
          onPress={() => openDialog({ kind: 'auth', mode: 'signup' })}
        >
          {otherDevice.signUp}
        </Button>
      </HandoffNotice>
    </Modal>
  );
}
