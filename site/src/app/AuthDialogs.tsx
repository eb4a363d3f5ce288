import { AuthModal, CheckEmailModal, toast } from '@clipnest/ui';
import { useRef } from 'react';
import { authConstants, authCopy } from '../content/auth';
import { requestPasswordReset, resendVerification, signIn, signUp, updatePassword } from '../services/auth';
import { LogoMark } from './brand';
import { useJourney } from './download';
import { useSession } from './session';

/** Seconds between verification emails: the provider sends one per address per minute. */
const resendCooldownSeconds = 60;

/**
 * The journey's dialogs, loaded when one first opens: sign in / sign up / password recovery, and
 * 'Check Your Email' after a sign-up (or a sign-in with an unverified address).
 */
export default function AuthDialogs() {
  const { dialog, setDialog, authClosed } = useJourney();
  const session = useSession();
  const signedIn = useRef(false);
  const { modal, recovery, checkEmail, toasts } = authCopy;

  function openCheckEmail(email: string, justSent: boolean) {
    setDialog({ kind: 'checkEmail', email, justSent });
  }

  return (
    <>
      <AuthModal
        isOpen={dialog.kind === 'auth'}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          authClosed(signedIn.current);
          signedIn.current = false;
          setDialog((current) => (current.kind === 'auth' ? { kind: 'none' } : current));
        }}
        mode={dialog.kind === 'auth' ? dialog.mode : 'signup'}
        onModeChange={(mode) => setDialog({ kind: 'auth', mode })}
        minPasswordLength={authConstants.minPasswordLength}
        mark={<LogoMark size={40} />}
        onSubmit={async ({ mode, email, password }) => {
          if (mode === 'login') {
            const result = await signIn(email, password);
            if ('error' in result) {
              if (!result.needsVerification) return { error: result.error };
              // Section 8: the message, and the check-email modal opens.
              toast.error(result.error);
              openCheckEmail(email, false);
              return { ok: true };
            }
            signedIn.current = true;
            session.signedIn(result.user);
            toast.success(toasts.signedIn);
            return { ok: true };
          }
          const result = await signUp(email, password);
          if ('error' in result) return { error: result.error };
          if ('checkEmail' in result) {
            openCheckEmail(result.checkEmail, true);
            return { ok: true };
          }
          // Confirmations off: the account is signed in at once.
          signedIn.current = true;
          session.signedIn(result.user);
          toast.success(toasts.accountCreated);
          return { ok: true };
        }}
        onRequestReset={async ({ email }) => {
          const result = await requestPasswordReset(email);
          return 'error' in result ? { error: result.error } : { ok: true };
        }}
        onSetPassword={async ({ password }) => {
          const result = await updatePassword(password);
          if ('error' in result) return { error: result.error };
          signedIn.current = true;
          session.signedIn(result.user);
          toast.success(recovery.updated);
          return { ok: true };
        }}
        onGeneratePassword={() => toast.success(toasts.passwordGenerated)}
        labels={{
          title: {
            ...modal.title,
            'reset-request': recovery.requestTitle,
            'set-password': recovery.setTitle,
          },
          description: {
            ...modal.description,
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
      {dialog.kind === 'checkEmail' && (
        <CheckEmailModal
          isOpen
          onOpenChange={(isOpen) =>
            !isOpen && setDialog((current) => (current.kind === 'checkEmail' ? { kind: 'none' } : current))
          }
          email={dialog.email}
          initialCooldownSeconds={dialog.justSent ? resendCooldownSeconds : 0}
          cooldownSeconds={resendCooldownSeconds}
          linkValidityHours={authConstants.verificationLinkHours}
          onResend={async () => {
            const result = await resendVerification(dialog.email);
            if ('error' in result) toast.error(result.error);
            return result;
          }}
          onChangeAddress={() => setDialog({ kind: 'auth', mode: 'signup' })}
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
          }}
        />
      )}
    </>
  );
}
