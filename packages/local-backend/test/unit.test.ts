// Pure pieces: JWTs, redirects, object paths, ranges, settings.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../src/http/jwt.ts';
import { isRedirectAllowed, resolveRedirect } from '../src/auth/redirect.ts';
import { parseDuration, parseSize, resolveSettings } from '../src/config.ts';
import { objectNameProblem, splitObjectPath } from '../src/storage/paths.ts';
import { contentDisposition, parseRange } from '../src/storage/serve.ts';
import { wipeDataDir } from '../src/server.ts';

const SECRET = 'unit-test-secret';

describe('jwt', () => {
  const now = 1_800_000_000;
  const token = signJwt({ role: 'anon', exp: now + 60 }, SECRET);

  it('round-trips and uses unpadded base64url', () => {
    expect(token.split('.')).toHaveLength(3);
    expect(token).not.toMatch(/[=+/]/);
    expect(verifyJwt(token, SECRET, now)).toEqual({ ok: true, payload: { role: 'anon', exp: now + 60 } });
  });

  it('refuses other secrets, alg none, other algs, tampering, expiry and malformed input', () => {
    const [h, p, s] = token.split('.') as [string, string, string];
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    expect(verifyJwt(token, 'other', now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(`${b64({ alg: 'none' })}.${p}.`, SECRET, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyJwt(`${b64({ alg: 'none' })}.${p}.${s}`, SECRET, now)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    expect(verifyJwt(`${b64({ alg: 'HS384' })}.${p}.${s}`, SECRET, now)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    expect(verifyJwt(`${h}.${b64({ role: 'service_role', exp: now + 60 })}.${s}`, SECRET, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyJwt(token, SECRET, now + 60)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(signJwt({ role: 'anon' }, SECRET), SECRET, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    for (const bad of [
      '',
      'a.b',
      `${h}.${p}.${s}.x`,
      `${h}=.${p}.${s}`,
      `${h}.${p}.${s}+`,
      'x'.repeat(9000),
    ]) {
      expect(verifyJwt(bad, SECRET, now).ok, bad.slice(0, 20)).toBe(false);
    }
  });
});

describe('redirects', () => {
  const auth = resolveSettings({
    env: {},
    siteUrl: 'https://clipnest.app',
    redirectAllowList: ['https://preview-*.clipnest.dev/**', 'clipnest://callback'],
  }).auth;

  it('allows the site host, allow-list globs; falls back to the site URL otherwise', () => {
    expect(isRedirectAllowed('https://clipnest.app/auth/callback', auth)).toBe(true);
    expect(isRedirectAllowed('https://preview-42.clipnest.dev/auth/callback?x=1', auth)).toBe(true);
    expect(isRedirectAllowed('https://preview-42.evil.dev/auth/callback', auth)).toBe(false);
    expect(isRedirectAllowed('https://evil.example/?https://clipnest.app', auth)).toBe(false);
    expect(isRedirectAllowed('https://clipnest.app.evil.example/', auth)).toBe(false);
    expect(isRedirectAllowed('https://user@clipnest.app/', auth)).toBe(false);
    expect(isRedirectAllowed('javascript:alert(1)', auth)).toBe(false);
    expect(isRedirectAllowed('http://127.0.0.1:4000/cb', auth)).toBe(false);
    expect(resolveRedirect('https://evil.example/', auth)).toBe('https://clipnest.app');
    expect(resolveRedirect(undefined, auth)).toBe('https://clipnest.app');
  });

  it("the site's own scheme, host and port only: another port or scheme needs the allow-list", () => {
    expect(isRedirectAllowed('https://clipnest.app:443/welcome', auth)).toBe(true);
    expect(isRedirectAllowed('https://clipnest.app:8443/auth/callback', auth)).toBe(false);
    expect(isRedirectAllowed('http://clipnest.app/auth/callback', auth)).toBe(false);
    const withPort = resolveSettings({ env: {}, siteUrl: 'https://clipnest.app:8443' }).auth;
    expect(isRedirectAllowed('https://clipnest.app:8443/auth/callback', withPort)).toBe(true);
    expect(isRedirectAllowed('https://clipnest.app/auth/callback', withPort)).toBe(false);
    expect(resolveRedirect('https://clipnest.app:9999/x', withPort)).toBe('https://clipnest.app:8443');
  });

  it("a loopback site: any port on the site's scheme and host; other loopback names via the allow-list", () => {
    const local = resolveSettings({
      env: {},
      siteUrl: 'http://127.0.0.1:5173',
      redirectAllowList: ['http://localhost:4173/**'],
    }).auth;
    expect(isRedirectAllowed('http://127.0.0.1:5173/auth/callback', local)).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:4173/auth/callback', local)).toBe(true);
    expect(isRedirectAllowed('https://127.0.0.1:4173/auth/callback', local)).toBe(false);
    expect(isRedirectAllowed('http://localhost:4173/auth/callback', local)).toBe(true); // allow-list
    expect(isRedirectAllowed('http://localhost:9999/auth/callback', local)).toBe(false);
    expect(isRedirectAllowed('http://192.168.1.5:5173/auth/callback', local)).toBe(false);
  });
});

describe('object paths and ranges', () => {
  it('refuses traversal, absolute paths, backslashes, NUL and empty segments', () => {
    expect(objectNameProblem('macos/Clipnest-1.0.zip')).toBeNull();
    expect(objectNameProblem('folder/with space (1).zip')).toBeNull();
    for (const bad of [
      '',
      '../x',
      'a/../b',
      'a/./b',
      '/etc/passwd',
      'a\\b',
      'a\0b',
      'a//b',
      'a/',
      'é.zip',
      'x'.repeat(1025),
    ]) {
      expect(objectNameProblem(bad), bad).not.toBeNull();
    }
    expect(splitObjectPath('app-builds/macos/a%20b.zip')).toEqual({
      ok: true,
      bucket: 'app-builds',
      name: 'macos/a b.zip',
    });
    expect(splitObjectPath('app-builds/%E0%A4%A')).toEqual({ ok: false, raw: 'app-builds/%E0%A4%A' });
  });

  it('parses single byte ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(contentDisposition('Clipnest 1.0.zip')).toBe(
      "attachment; filename=Clipnest%201.0.zip; filename*=UTF-8''Clipnest%201.0.zip",
    );
    expect(contentDisposition('')).toBe('attachment;');
  });
});

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

describe('--reset', () => {
  it('wipes a data directory of ours, and refuses one holding anything else', () => {
    const root = mkdtempSync(join(tmpdir(), 'lb-wipe-'));
    const ours = join(root, 'ours');
    mkdirSync(join(ours, 'pgdata'), { recursive: true });
    writeFileSync(join(ours, 'secrets.json'), '{}');
    wipeDataDir(ours);
    expect(existsSync(ours)).toBe(false);
    writeFileSync(join(root, 'notes.txt'), 'mine');
    expect(() => wipeDataDir(root)).toThrow(/refusing to wipe/);
    expect(existsSync(join(root, 'notes.txt'))).toBe(true);
  });
});
