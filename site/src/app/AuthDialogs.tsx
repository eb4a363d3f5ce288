import { AuthModal, toast } from '@clipnest/ui';
import { useRef } from 'react';
import { authConstants, authCopy } from '../content/auth';
import { requestPasswordReset, signIn, signUp, updatePassword, verifyCode } from '../services/auth';
import { closeDialog, openDialog } from '../journey/download';
import { holdPressForNewPassword, passwordSet, signedIn } from '../journey/session';
import { useJourney } from '../journey/store';
import { LogoMark } from './brand';
import { CheckEmailDialog } from './CheckEmailDialog';
import { OtherDeviceDialog } from './OtherDeviceDialog';

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
          holdPressForNewPassword(true);
          const result = await verifyCode(email, code, 'recovery');
          if ('error' in result) {
            holdPressForNewPassword(false);
            return { error: result.error };
          }
          // Signed in for the new password (the form turns into set-password); no download yet.
          signedIn(result.user);
          return { ok: true };
        }}
        onSetPassword={async ({ password }) => {
          const result = await updatePassword(password);
          if ('error' in result) return { error: result.error };
          keepsPress.current = true;
          passwordSet(result.user);
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
      {dialog.kind === 'checkEmail' && <CheckEmailDialog key={dialog.email} dialog={dialog} />}
      {dialog.kind === 'otherDevice' && <OtherDeviceDialog />}
    </>
  );
}
