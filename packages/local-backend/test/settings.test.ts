// Settings: defaults < supabase/config.toml < environment < options, and their parsing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDuration, parseSize, resolveSettings } from '../src/config.ts';

describe('settings', () => {
  it('config.toml < environment < options', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lb-config-'));
    writeFileSync(
      join(dir, 'config.toml'),
      `[api]\nport = 1111\n[auth]\nsite_url = "https://a.example"\njwt_expiry = 100\n[auth.email]\nenable_confirmations = false\nmax_frequency = "1m30s"\n[auth.rate_limit]\nemail_sent = 5\n[storage]\nfile_size_limit = "5MiB"\n`,
    );
    const fromToml = resolveSettings({ supabaseDir: dir, env: {} });
    expect(fromToml.port).toBe(1111);
    expect(fromToml.auth).toMatchObject({
      siteUrl: 'https://a.example',
      jwtExpiry: 100,
      enableConfirmations: false,
      emailMaxFrequency: 90,
    });
    expect(fromToml.auth.rateLimits).toMatchObject({ emailSent: 5, signInSignUps: 30 });
    expect(fromToml.fileSizeLimit).toBe(5 * 1024 * 1024);
    const fromEnv = resolveSettings({
      supabaseDir: dir,
      env: {
        LOCAL_BACKEND_PORT: '2222',
        LOCAL_BACKEND_ENABLE_CONFIRMATIONS: 'true',
        LOCAL_BACKEND_RATE_LIMIT_EMAIL_SENT: '9',
      },
    });
    expect(fromEnv.port).toBe(2222);
    expect(fromEnv.auth.enableConfirmations).toBe(true);
    expect(fromEnv.auth.rateLimits.emailSent).toBe(9);
    const fromOptions = resolveSettings({
      supabaseDir: dir,
      env: { LOCAL_BACKEND_PORT: '2222' },
      port: 3333,
      rateLimits: { emailSent: 1 },
    });
    expect(fromOptions.port).toBe(3333);
    expect(fromOptions.auth.rateLimits).toMatchObject({ emailSent: 1, tokenRefresh: 150 });
    expect(() => resolveSettings({ supabaseDir: dir, env: { LOCAL_BACKEND_PORT: 'abc' } })).toThrow(
      /LOCAL_BACKEND_PORT/,
    );
  });

  it('the repository config.toml is what the backend reads by default', () => {
    const s = resolveSettings({ env: {} });
    expect(s.port).toBe(54321);
    expect(s.mailboxPort).toBe(54324);
    expect(s.auth).toMatchObject({
      enableConfirmations: true,
      minimumPasswordLength: 6,
      emailMaxFrequency: 60,
      otpExpiry: 86400,
      otpLength: 6,
      jwtExpiry: 3600,
    });
    // Launch-day limits (supabase/config.toml); the per-address code limit is the backend's own.
    expect(s.auth.rateLimits).toEqual({
      emailSent: 5000,
      signInSignUps: 60,
      tokenRefresh: 150,
      tokenVerifications: 30,
      codeAttempts: 10,
    });
    expect(s.trustProxy).toBe(false);
  });

  it('trustProxy and the code limit: option and environment; otp_length is checked', () => {
    expect(resolveSettings({ env: { LOCAL_BACKEND_TRUST_PROXY: '1' } }).trustProxy).toBe(true);
    expect(resolveSettings({ env: { LOCAL_BACKEND_TRUST_PROXY: '1' }, trustProxy: false }).trustProxy).toBe(
      false,
    );
    expect(resolveSettings({ env: {}, trustProxy: true }).trustProxy).toBe(true);
    expect(() => resolveSettings({ env: { LOCAL_BACKEND_TRUST_PROXY: 'maybe' } })).toThrow(
      /LOCAL_BACKEND_TRUST_PROXY/,
    );
    expect(
      resolveSettings({ env: { LOCAL_BACKEND_RATE_LIMIT_CODE_ATTEMPTS: '5' } }).auth.rateLimits.codeAttempts,
    ).toBe(5);
    expect(() => resolveSettings({ env: {}, otpLength: 4 })).toThrow(/otp_length/);
    // Without config.toml templates: GoTrue's subjects and built-in bodies.
    const dir = mkdtempSync(join(tmpdir(), 'lb-config-'));
    writeFileSync(join(dir, 'config.toml'), '[auth]\nsite_url = "https://a.example"\n');
    expect(resolveSettings({ supabaseDir: dir, env: {} }).auth.emailTemplates).toEqual({
      confirmation: { subject: 'Confirm your email address', contentPath: null },
      recovery: { subject: 'Reset your password', contentPath: null },
    });
  });

  it('parses durations and sizes', () => {
    expect(parseDuration('60s')).toBe(60);
    expect(parseDuration('1h')).toBe(3600);
    expect(parseDuration('soon')).toBeUndefined();
    expect(parseSize('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseSize('1GB')).toBe(1e9);
    expect(parseSize('lots')).toBeUndefined();
  });
});
