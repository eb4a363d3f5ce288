import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  callbackFailure,
  codeFailure,
  downloadFailure,
  loginFailure,
  passwordFailure,
  resendFailure,
  signupFailure,
} from './authErrors';
import { DownloadFailedError, NoFilesError, SessionRefusedError } from './appFile';

// The errors as supabase-js 2.109 raises them from the provider's answers.
const apiError = (message: string, status: number, code: string) => new AuthApiError(message, status, code);

describe('the error catalogue', () => {
  it('maps sign-in failures to their messages', () => {
    expect(loginFailure(apiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({
      error: 'Invalid email or password. Please check your credentials and try again.',
      needsVerification: false,
    });
    expect(loginFailure(apiError('Email not confirmed', 400, 'email_not_confirmed'))).toEqual({
      error: 'Please verify your email address before signing in.',
      needsVerification: true,
    });
    // Rate limits and the network say what happened and what to do.
    expect(loginFailure(apiError('Request rate limit reached', 429, 'over_request_rate_limit')).error).toBe(
      'Too many attempts from this network. Please wait a few minutes and try again.',
    );
    expect(loginFailure(new AuthRetryableFetchError('Failed to fetch', 0)).error).toBe(
      'Can’t connect right now. Check your internet connection and try again.',
    );
    // Other errors: the server's message, else 'Login failed. Please try again.'
    expect(loginFailure(apiError('User is banned', 400, 'user_banned')).error).toBe('User is banned');
    expect(loginFailure(apiError('', 400, 'x')).error).toBe('Login failed. Please try again.');
  });

  it('maps sign-up failures, matching by code or by the quoted server text', () => {
    expect(signupFailure(apiError('User already registered', 422, 'user_already_exists'))).toBe(
      'An account with this email already exists. Please try signing in instead.',
    );
    expect(signupFailure({ message: 'Password should be at least 6 characters.' })).toBe(
      'Password should be at least 6 characters long.',
    );
    expect(signupFailure(apiError('Signups not allowed for this instance', 422, 'signup_disabled'))).toBe(
      'Signup failed. Please try again.',
    );
    expect(signupFailure(apiError('upstream', 502, 'unexpected_failure'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(signupFailure(undefined)).toBe('Signup failed. Please try again.');
  });

  it('says why a sign-up was refused instead of "Signup failed"', () => {
    // The provider's per-address frequency limit says how long to wait; so does the message.
    expect(
      signupFailure(
        apiError(
          'For security purposes, you can only request this after 42 seconds.',
          429,
          'over_email_send_rate_limit',
        ),
      ),
    ).toBe('We just sent you an email. You can ask for another in 42 seconds.');
    expect(signupFailure(apiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toBe(
      'We are sending a lot of emails right now. Please try again in a few minutes.',
    );
    expect(signupFailure(apiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe(
      'Too many attempts from this network. Please wait a few minutes and try again.',
    );
    expect(
      signupFailure(apiError('Unable to validate email address: invalid format', 400, 'validation_failed')),
    ).toBe('We can’t send email to this address. Please check it and try again.');
    expect(
      signupFailure(apiError('Email address "ada@localhost" is invalid', 400, 'email_address_invalid')),
    ).toBe('We can’t send email to this address. Please check it and try again.');
    expect(signupFailure(apiError('An email address is too long', 400, 'validation_failed'))).toBe(
      'This email address is too long. Please use a shorter one.',
    );
    expect(
      signupFailure(apiError('Password cannot be longer than 72 characters', 400, 'validation_failed')),
    ).toBe('Please choose a password of at most 72 characters.');
    expect(signupFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'Can’t connect right now. Check your internet connection and try again.',
    );
  });

  it('maps a wrong or expired code, and a refused resend', () => {
    expect(codeFailure(apiError('Token has expired or is invalid', 403, 'otp_expired'))).toBe(
      'That code is wrong or has expired. Check the newest email from us, or send a new code.',
    );
    expect(codeFailure(apiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe(
      'Too many attempts from this network. Please wait a few minutes and try again.',
    );
    expect(
      resendFailure(
        apiError(
          'For security purposes, you can only request this after 9 seconds.',
          429,
          'over_email_send_rate_limit',
        ),
      ),
    ).toBe('We just sent you an email. You can ask for another in 9 seconds.');
    expect(resendFailure(apiError('?', 400, 'x'))).toBe(
      'Failed to resend verification email. Please try again.',
    );
  });

  it('maps the callback error codes', () => {
    // A used link says what is true and offers both next steps, never "register again" alone.
    expect(callbackFailure('otp_expired')).toMatch(/already used or has expired.*sign in.*new code/);
    expect(callbackFailure('access_denied')).toBe('Email verification failed');
    expect(callbackFailure(null)).toBe('Email verification failed');
  });

  it('maps download failures', () => {
    expect(downloadFailure(new NoFilesError())).toBe(
      'No files found in storage. Please upload a file first.',
    );
    expect(downloadFailure(new DownloadFailedError('HTTP 403'))).toBe(
      'Failed to download file. Please try again.',
    );
    // Offline, or a session the server refuses: said as such, never "no files in storage".
    expect(downloadFailure(new TypeError('Failed to fetch'))).toBe(
      'Can’t connect right now. Check your internet connection and try again.',
    );
    expect(downloadFailure(new SessionRefusedError())).toBe(
      'Your session has ended. Please sign in again to download.',
    );
    expect(downloadFailure(apiError('upstream', 502, 'unexpected_failure'))).toBe(
      'Download failed. Please try again later.',
    );
  });

  it('never shows a raw code for the recovery steps', () => {
    expect(
      passwordFailure(
        apiError('New password should be different from the old password.', 422, 'same_password'),
      ),
    ).toBe('Your new password must be different from the old one.');
    expect(passwordFailure(apiError('Password should be at least 6 characters.', 422, 'weak_password'))).toBe(
      'Password should be at least 6 characters long.',
    );
    expect(passwordFailure(new Error('boom'))).toBe('An unexpected error occurred. Please try again.');
  });
});
