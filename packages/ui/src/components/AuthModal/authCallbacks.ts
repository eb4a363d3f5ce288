// What the AuthModal calls: the app's auth (sign in, sign up, reset, new password) and the
// password generator. Shared by the dialog (AuthModal.tsx) and its form (AuthForm.tsx).

/** What every auth callback resolves to: success, or the message to show in the form. */
export type AuthResult = { ok: true } | { error: string };

export interface AuthSubmitValues {
  mode: 'login' | 'signup';
  /** Trimmed. */
  email: string;
  password: string;
}

/** What the AuthModal's form calls: the app's auth, and the password generator. */
export interface AuthCallbacks {
  /**
   * Signs in or signs up. Resolve `{ ok: true }` to close the modal, or `{ error }` with the
   * message to show in the form (map server errors to your texts first). Not called again while
   * a call is pending.
   */
  onSubmit: (values: AuthSubmitValues) => Promise<AuthResult>;
  /**
   * Sends a password-reset email. Without it there is no 'Forgot password?' link. On success the
   * form stays open and confirms that the link is on its way.
   */
  onRequestReset?: (values: { email: string }) => Promise<AuthResult>;
  /**
   * Checks the code from the password-reset email, typed into the reset-request form once the
   * email is on its way. Without it there is no code field (the email's link is the only way).
   * On success the form turns into set-password.
   */
  onVerifyResetCode?: (values: { email: string; code: string }) => Promise<AuthResult>;
  /** Saves the new password in the set-password mode (the recovery flow); success closes the modal. */
  onSetPassword?: (values: { password: string }) => Promise<AuthResult>;
  /**
   * Makes the password behind the signup form's 'Generate password' button. Defaults to the
   * built-in `generatePassword` (16 characters from every character class, crypto-random); pass
   * your own function to change the rules, or `null` to leave the button out.
   */
  generatePassword?: (() => string) | null;
  /** Called after 'Generate password' filled in the field (for a 'Password generated!' toast). */
  onGeneratePassword?: (password: string) => void;
  /** Pre-fills the email field, e.g. when the user comes back to change the address. */
  defaultEmail?: string;
}
