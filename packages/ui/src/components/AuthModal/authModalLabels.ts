import type { AuthMode } from './authValidation';

/** Every visible text of the AuthModal. Defaults are generic English; the site passes its own. */
export interface AuthModalLabels {
  /** The dialog title of each mode. */
  title: Record<AuthMode, string>;
  /** An optional line under the title of each mode. */
  description: Partial<Record<AuthMode, string>>;
  /** The submit button of each mode. */
  submit: Record<AuthMode, string>;
  /** What the submit button's spinner says to a screen reader while the request runs. */
  pending: string;
  /** The email field's label. */
  email: string;
  /** The email field's placeholder: a sample address, not an instruction. */
  emailPlaceholder: string;
  /** The password field's label in login and signup. */
  password: string;
  /** The first password field's label in set-password mode. */
  newPassword: string;
  /** The second field's label in set-password mode, where the new password is typed again. */
  confirmPassword: string;
  /** Help under the password field when a password is chosen (signup, set-password). */
  passwordHint: (minPasswordLength: number) => string;
  /** The show/hide toggle's name; its pressed state says whether the password is shown. */
  showPassword: string;
  /** The signup button that fills the field with a generated password and reveals it (with `generatePassword`). */
  generatePassword: string;
  /** The login link to the reset-request mode (shown only with `onRequestReset`). */
  forgotPassword: string;
  /** Before the link to signup, in login mode. */
  toSignupPrompt: string;
  /** The link from login to signup. */
  toSignup: string;
  /** Before the link to login, in signup mode. */
  toLoginPrompt: string;
  /** The link from signup to login. */
  toLogin: string;
  /** The link back to login from the reset-request mode. */
  backToLogin: string;
  /** Shown after `onRequestReset` succeeds. */
  resetRequestSent: string;
  /** The reset code's field and button, shown after the request with `onVerifyResetCode`. */
  resetCode: {
    codeLabel: string;
    codeDescription: string;
    codeIncomplete: (length: number) => string;
    verify: string;
    verifying: string;
  };
  /** The Modal's close button. */
  close: string;
  /** Messages shown under a field (and announced) when validation fails on submit. */
  errors: {
    /** The email field is empty. */
    emailRequired: string;
    /** The email field does not hold an address. */
    emailInvalid: string;
    /** The password field is empty. */
    passwordRequired: string;
    /** The password is shorter than `minPasswordLength` (where a password is chosen). */
    passwordTooShort: (minPasswordLength: number) => string;
    /** The confirmation field is empty (set-password mode). */
    confirmPasswordRequired: string;
    /** The confirmation differs from the new password (set-password mode). */
    passwordsMismatch: string;
    /** Shown in the form-level region when a callback throws or rejects instead of resolving. */
    unexpected: string;
  };
}

/** Overrides for some of the labels (`labels` prop); nested groups merge key by key. */
export type AuthModalLabelOverrides = Partial<
  Omit<AuthModalLabels, 'title' | 'description' | 'submit' | 'errors'>
> & {
  title?: Partial<AuthModalLabels['title']>;
  description?: Partial<AuthModalLabels['description']>;
  submit?: Partial<AuthModalLabels['submit']>;
  errors?: Partial<AuthModalLabels['errors']>;
};

/** The English defaults; texts that name the minimum length are functions of `minPasswordLength`. */
export const defaultAuthModalLabels: AuthModalLabels = {
  title: {
    login: 'Sign In',
    signup: 'Create Account',
    'reset-request': 'Reset Password',
    'set-password': 'Set a New Password',
  },
  description: {
    'reset-request': 'Enter your email address and we will send you a link to reset your password.',
  },
  submit: {
    login: 'Sign In',
    signup: 'Create Account',
    'reset-request': 'Send Reset Link',
    'set-password': 'Save Password',
  },
  pending: 'Please Wait',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: (min) => `Must be at least ${min} characters long`,
  showPassword: 'Show Password',
  generatePassword: 'Generate Password',
  forgotPassword: 'Forgot password?',
  toSignupPrompt: 'Don’t have an account?',
  toSignup: 'Sign Up',
  toLoginPrompt: 'Already have an account?',
  toLogin: 'Sign In',
  backToLogin: 'Back to Sign In',
  resetRequestSent: 'If an account exists for that address, a link to reset the password is on its way.',
  resetCode: {
    codeLabel: 'Reset code',
    codeDescription: 'Type or paste the code from the email, or open its link.',
    codeIncomplete: (length) => `Enter all ${length} digits of the code.`,
    verify: 'Continue',
    verifying: 'Checking',
  },
  close: 'Close',
  errors: {
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Please enter a password.',
    passwordTooShort: (min) => `Password should be at least ${min} characters long.`,
    confirmPasswordRequired: 'Please enter the password again.',
    passwordsMismatch: 'Passwords do not match.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
};

/** `overrides` merged over `defaults`, nested groups key by key. */
export function mergeAuthModalLabels(
  defaults: AuthModalLabels,
  overrides: AuthModalLabelOverrides = {},
): AuthModalLabels {
  return {
    ...defaults,
    ...overrides,
    title: { ...defaults.title, ...overrides.title },
    description: { ...defaults.description, ...overrides.description },
    submit: { ...defaults.submit, ...overrides.submit },
    resetCode: { ...defaults.resetCode, ...overrides.resetCode },
    errors: { ...defaults.errors, ...overrides.errors },
  };
}
