/**
 * The auth form's modes and client-side validation rules, framework-free. The component turns
 * the problem codes returned here into the texts of its `labels`.
 */

export const authModes = ['login', 'signup', 'reset-request', 'set-password'] as const;
/** login and signup: email + password; reset-request: email only; set-password: new password twice. */
export type AuthMode = (typeof authModes)[number];

export interface AuthFormValues {
  email: string;
  password: string;
  /** The repeated password of the set-password mode. */
  confirmPassword: string;
}

export type EmailProblem = 'required' | 'invalid';
export type PasswordProblem = 'required' | 'tooShort';
export type ConfirmPasswordProblem = 'required' | 'mismatch';

export interface AuthFormProblems {
  email?: EmailProblem;
  password?: PasswordProblem;
  confirmPassword?: ConfirmPasswordProblem;
}

/** Which fields each mode shows, in order. */
export const fieldsOfMode: Record<AuthMode, ReadonlyArray<keyof AuthFormValues>> = {
  login: ['email', 'password'],
  signup: ['email', 'password'],
  'reset-request': ['email'],
  'set-password': ['password', 'confirmPassword'],
};

// The rule browsers apply to <input type="email"> (WHATWG HTML, "valid email address").
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a (trimmed) string is an email address by the rule of `<input type="email">`. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * The problems of the fields the mode shows; an empty object means the form may be submitted.
 * The email is judged trimmed, as it is submitted; passwords are taken as typed.
 */
export function validateAuthForm(
  mode: AuthMode,
  values: AuthFormValues,
  { minPasswordLength = 6 }: { minPasswordLength?: number } = {},
): AuthFormProblems {
  const fields = fieldsOfMode[mode];
  const problems: AuthFormProblems = {};
  if (fields.includes('email')) {
    const email = values.email.trim();
    if (email === '') problems.email = 'required';
    else if (!isEmailAddress(email)) problems.email = 'invalid';
  }
  if (fields.includes('password')) {
    if (values.password === '') problems.password = 'required';
    else if (values.password.length < minPasswordLength) problems.password = 'tooShort';
  }
  if (fields.includes('confirmPassword')) {
    if (values.confirmPassword === '') problems.confirmPassword = 'required';
    else if (values.confirmPassword !== values.password) problems.confirmPassword = 'mismatch';
  }
  return problems;
}
