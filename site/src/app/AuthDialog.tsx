import { AuthModal, toast } from '@clipnest/ui';
import { authConstants, authCopy } from '../content/auth';
import { formsCopy } from '../content/forms';

/**
 * The sign-in / sign-up dialog every Download button opens. Loaded only when first needed.
 * Until the journey is wired to the backend, a submission says so instead of pretending.
 */
export default function AuthDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { modal } = authCopy;
  return (
    <AuthModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      defaultMode="signup"
      minPasswordLength={authConstants.minPasswordLength}
      onSubmit={async () => ({ error: formsCopy.notConnected })}
      onGeneratePassword={() => toast.success(authCopy.toasts.passwordGenerated)}
      labels={{
        title: modal.title,
        description: modal.description,
        submit: modal.submit,
        pending: modal.submitting,
        email: modal.email,
        emailPlaceholder: modal.emailPlaceholder,
        password: modal.password,
        passwordHint: () => modal.passwordHint,
        showPassword: modal.showPassword,
        generatePassword: modal.generatePassword,
        toSignupPrompt: modal.toSignupPrompt,
        toSignup: modal.toSignup,
        toLoginPrompt: modal.toLoginPrompt,
        toLogin: modal.toLogin,
        close: modal.close,
      }}
    />
  );
}
