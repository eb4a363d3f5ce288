// The error catalogue (product description, section 8): every provider error the journey can meet,
// mapped to the one message a visitor reads. Server messages are matched by code first (the
// provider's stable `code`), then by the texts section 5 and 8 quote.
import { authCopy } from '../content/auth';

/** The parts of an error this mapping reads (AuthError, PostgrestError, Error or anything thrown). */
interface ProviderError {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  name?: unknown;
}

const { serverMessages } = authCopy;

function partsOf(error: unknown): { message: string; code: string; status: number | null } {
  if (!error || typeof error !== 'object') {
    return { message: typeof error === 'string' ? error : '', code: '', status: null };
  }
  const { message, code, status } = error as ProviderError;
  return {
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'string' ? code : '',
    status: typeof status === 'number' ? status : null,
  };
}

/** A network failure, a gateway error or a crash: nothing the visitor typed is at fault. */
function isUnexpected(error: unknown): boolean {
  const { message, status, code } = partsOf(error);
  if (status !== null && status >= 500) return true;
  if (code === 'unexpected_failure' || code === 'request_timeout') return true;
  const name = error && typeof error === 'object' ? (error as ProviderError).name : undefined;
  return (
    name === 'AuthRetryableFetchError' ||
    name === 'BackendUnavailableError' ||
    name === 'TypeError' ||
    /failed to fetch|networkerror|load failed|fetch failed/i.test(message)
  );
}

export interface LoginFailure {
  error: string;
  /** 'Email not confirmed': the check-email modal opens as well. */
  needsVerification: boolean;
}

/** Sign-in failures (section 8, login). */
export function loginFailure(error: unknown): LoginFailure {
  const { message, code } = partsOf(error);
  if (code === 'email_not_confirmed' || message.includes(serverMessages.emailNotConfirmed)) {
    return { error: authCopy.login.emailNotConfirmed, needsVerification: true };
  }
  if (code === 'invalid_credentials' || message.includes(serverMessages.invalidCredentials)) {
    return { error: authCopy.login.invalidCredentials, needsVerification: false };
  }
  if (isUnexpected(error)) return { error: authCopy.unexpected, needsVerification: false };
  // 'Other errors show the server message, or Login failed.'
  return { error: message.trim() || authCopy.login.failed, needsVerification: false };
}

/** Sign-up failures (sections 5 and 8, signup). */
export function signupFailure(error: unknown): string {
  const { message, code } = partsOf(error);
  if (code === 'user_already_exists' || message.includes(serverMessages.alreadyRegistered)) {
    return authCopy.signup.alreadyRegistered;
  }
  if (code === 'weak_password' || message.includes(serverMessages.passwordTooShort)) {
    return authCopy.validation.passwordTooShort;
  }
  if (isUnexpected(error)) return authCopy.unexpected;
  return authCopy.signup.failed;
}

/** Failures of the recovery flow's two steps, and of any other call: the server's words never leak raw codes. */
export function passwordFailure(error: unknown): string {
  const { message, code } = partsOf(error);
  if (code === 'weak_password' || message.includes(serverMessages.passwordTooShort)) {
    return authCopy.validation.passwordTooShort;
  }
  if (code === 'same_password') return authCopy.recovery.samePassword;
  if (code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit') {
    return authCopy.recovery.rateLimited;
  }
  return authCopy.unexpected;
}

/** What the callback page says for the error the verification link brought back (section 8, callback). */
export function callbackFailure(errorCode: string | null): string {
  return errorCode === serverMessages.otpExpired ? authCopy.callback.otpExpired : authCopy.callback.failed;
}

/** Download failures (section 8, download). */
export function downloadFailure(error: unknown): string {
  const name = error && typeof error === 'object' ? (error as ProviderError).name : undefined;
  if (name === 'NoFilesError') return authCopy.download.noFiles;
  if (isUnexpected(error)) return authCopy.download.failedLater;
  return authCopy.download.failed;
}
