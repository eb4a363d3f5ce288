import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { callbackFailure, downloadFailure, loginFailure, passwordFailure, signupFailure } from './authErrors';
import { DownloadFailedError, NoFilesError } from './appFile';

// The errors as supabase-js 2.109 raises them from the provider's answers.
const apiError = (message: string, status: number, code: string) => new AuthApiError(message, status, code);

describe('the error catalogue (section 8)', () => {
  it('maps sign-in failures to their messages', () => {
    expect(loginFailure(apiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({
      error: 'Invalid email or password. Please check your credentials and try again.',
      needsVerification: false,
    });
    expect(loginFailure(apiError('Email not confirmed', 400, 'email_not_confirmed'))).toEqual({
      error: 'Please verify your email address before signing in.',
      needsVerification: true,
    });
    // Other errors: the server's message, else 'Login failed. Please try again.'
    expect(loginFailure(apiError('Request rate limit reached', 429, 'over_request_rate_limit')).error).toBe(
      'Request rate limit reached',
    );
    expect(loginFailure(apiError('', 400, 'x')).error).toBe('Login failed. Please try again.');
    expect(loginFailure(new AuthRetryableFetchError('Failed to fetch', 0)).error).toBe(
      'An unexpected error occurred. Please try again.',
    );
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

  it('maps the callback error codes', () => {
    expect(callbackFailure('otp_expired')).toBe('Verification link expired. Please register again.');
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
    expect(downloadFailure(new TypeError('Failed to fetch'))).toBe(
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
