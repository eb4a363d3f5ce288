import { describe, expect, it } from 'vitest';
import { parseCallbackUrl } from './callbackUrl';

const access = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const refresh = 'r3fr3sh-t0ken-value';

describe('parseCallbackUrl', () => {
  it('reads the session of a verification link', () => {
    expect(
      parseCallbackUrl(`#access_token=${access}&expires_in=3600&refresh_token=${refresh}&sb=&type=signup`),
    ).toEqual({ kind: 'session', accessToken: access, refreshToken: refresh, type: 'signup' });
  });

  it('tells a recovery link from a sign-up link', () => {
    expect(parseCallbackUrl(`#access_token=${access}&refresh_token=${refresh}&type=recovery`)).toMatchObject({
      type: 'recovery',
    });
  });

  it('reads the error of an expired link, from the fragment or the query', () => {
    const fragment =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(parseCallbackUrl(fragment)).toEqual({
      kind: 'error',
      errorCode: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
    expect(parseCallbackUrl('', '?error_code=otp_expired')).toMatchObject({
      kind: 'error',
      errorCode: 'otp_expired',
    });
  });

  it('calls a visit without tokens, or with half or garbage tokens, invalid', () => {
    expect(parseCallbackUrl('')).toEqual({ kind: 'invalid' });
    expect(parseCallbackUrl(`#access_token=${access}`)).toEqual({ kind: 'invalid' });
    expect(parseCallbackUrl('#access_token=<script>&refresh_token=x y')).toEqual({ kind: 'invalid' });
    expect(parseCallbackUrl('#%E0%A4%A')).toEqual({ kind: 'invalid' });
  });
});
