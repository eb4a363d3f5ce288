// The error catalogue (site/src/content/auth.ts): every provider error the journey can meet,
// mapped to the one message a visitor reads. Server messages are matched by code first (the
// provider's stable `code`), then by the texts the provider sends.
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

/** The browser could not reach the server: offline, DNS, a dropped connection. */
export function isNetworkFailure(error: unknown): boolean {
  const { message, status } = partsOf(error);
  const name = error && typeof error === 'object' ? (error as ProviderError).name : undefined;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (status !== null && status > 0) return false;
  return (
    name === 'AuthRetryableFetchError' ||
    name === 'TypeError' ||
    /failed to fetch|networkerror|load failed|fetch failed|network request failed/i.test(message)
  );
}

/** A gateway error or a crash: nothing the visitor typed is at fault. */
function isUnexpected(error: unknown): boolean {
  const { status, code } = partsOf(error);
  if (status !== null && status >= 500) return true;
  if (code === 'unexpected_failure' || code === 'request_timeout') return true;
  const name = error && typeof error === 'object' ? (error as ProviderError).name : undefined;
  return name === 'BackendUnavailableError';
}

/**
 * The refusals every call can meet, in words that say what happened and when to try again: the
 * network, rate limits, an address mail cannot reach, a password over bcrypt's 72 bytes.
 */
function commonFailure(error: unknown): string | null {
  const { message, code } = partsOf(error);
  if (isNetworkFailure(error)) return authCopy.network;
  if (code === 'over_email_send_rate_limit') {
    const seconds = /after (\d+) seconds?/i.exec(message)?.[1];
    return seconds ? authCopy.limits.emailTooSoon(Number(seconds)) : authCopy.limits.emailQuota;
  }
  if (code === 'over_request_rate_limit' || code === 'over_email_rate_limit') {
    return authCopy.limits.tooManyRequests;
  }
  if (/email address is too long/i.test(message)) return authCopy.addressTooLong;
  if (
    code === 'email_address_invalid' ||
    code === 'email_address_not_authorized' ||
    /unable to validate email address|email address .* is invalid/i.test(message)
  ) {
    return authCopy.invalidAddress;
  }
  if (/password cannot be longer than/i.test(message)) return authCopy.passwordTooLong;
  if (isUnexpected(error)) return authCopy.unexpected;
  return null;
}

export interface LoginFailure {
  error: string;
  /** 'Email not confirmed': the check-email modal opens as well. */
  needsVerification: boolean;
}

/** Sign-in failures. */
export function loginFailure(error: unknown): LoginFailure {
  const { message, code } = partsOf(error);
  if (code === 'email_not_confirmed' || message.includes(serverMessages.emailNotConfirmed)) {
    return { error: authCopy.login.emailNotConfirmed, needsVerification: true };
  }
  if (code === 'invalid_credentials' || message.includes(serverMessages.invalidCredentials)) {
    return { error: authCopy.login.invalidCredentials, needsVerification: false };
  }
  const common = commonFailure(error);
  if (common) return { error: common, needsVerification: false };
  // 'Other errors show the server message, or Login failed.'
  return { error: message.trim() || authCopy.login.failed, needsVerification: false };
}

/** Sign-up failures. */
export function signupFailure(error: unknown): string {
  const { message, code } = partsOf(error);
  if (code === 'user_already_exists' || message.includes(serverMessages.alreadyRegistered)) {
    return authCopy.signup.alreadyRegistered;
  }
  if (code === 'weak_password' || message.includes(serverMessages.passwordTooShort)) {
    return authCopy.validation.passwordTooShort;
  }
  return commonFailure(error) ?? authCopy.signup.failed;
}

/** Failures of the recovery flow's two steps, and of any other call: the server's words never leak raw codes. */
export function passwordFailure(error: unknown): string {
  const { message, code } = partsOf(error);
  if (code === 'weak_password' || message.includes(serverMessages.passwordTooShort)) {
    return authCopy.validation.passwordTooShort;
  }
  if (code === 'same_password') return authCopy.recovery.samePassword;
  return commonFailure(error) ?? authCopy.unexpected;
}

/** What the callback page says for the error the verification link brought back. */
export function callbackFailure(errorCode: string | null): string {
  return errorCode === serverMessages.otpExpired ? authCopy.callback.otpExpired : authCopy.callback.failed;
}

/** A wrong, used, superseded or expired code, or any other failure of verifying one. */
export function codeFailure(error: unknown): string {
  const { code } = partsOf(error);
  if (code === 'otp_expired' || code === 'otp_disabled' || code === 'validation_failed') {
    return authCopy.checkEmail.codeWrong;
  }
  return commonFailure(error) ?? authCopy.checkEmail.codeWrong;
}

/** Any other call's failure: what the refusal means, else the unexpected-error message. */
export function otherFailure(error: unknown): string {
  return commonFailure(error) ?? authCopy.unexpected;
}

/** Failures of sending a verification email again. */
export function resendFailure(error: unknown): string {
  return commonFailure(error) ?? authCopy.resend.failed;
}

/** How a download failed, as the journey keeps it; `downloadFailureMessage` says it. */
export type DownloadFailure = 'noFiles' | 'sessionEnded' | 'network' | 'later' | 'failed';

/** Classifies a download's failure (the download's failure messages). */
export function downloadFailureOf(error: unknown): DownloadFailure {
  const name = error && typeof error === 'object' ? (error as ProviderError).name : undefined;
  if (name === 'NoFilesError') return 'noFiles';
  if (name === 'SessionRefusedError') return 'sessionEnded';
  if (isNetworkFailure(error)) return 'network';
  if (isUnexpected(error)) return 'later';
  return 'failed';
}

/** The message a visitor reads for a download's failure. */
export function downloadFailureMessage(failure: DownloadFailure): string {
  const messages: Record<DownloadFailure, string> = {
    noFiles: authCopy.download.noFiles,
    sessionEnded: authCopy.sessionEnded,
    network: authCopy.network,
    later: authCopy.download.failedLater,
    failed: authCopy.download.failed,
  };
  return messages[failure];
}

/** Download failures, as the visitor reads them. */
export function downloadFailure(error: unknown): string {
  return downloadFailureMessage(downloadFailureOf(error));
}
