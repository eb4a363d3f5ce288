// Where settings come from, one layer each: supabase/config.toml, the environment, and the
// options of startLocalBackend(). config.ts merges them over the defaults.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { AuthSettings, LocalBackendOptions, MailTemplateSetting, Settings } from './settings.ts';

/** Go-style durations as config.toml writes them ("60s", "1m0s", "1h") → seconds. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const re = /(\d+(?:\.\d+)?)(h|m|s|ms)/g;
  let total = 0;
  let matched = '';
  for (const m of value.matchAll(re)) {
    const n = Number(m[1]);
    total += m[2] === 'h' ? n * 3600 : m[2] === 'm' ? n * 60 : m[2] === 's' ? n : n / 1000;
    matched += m[0];
  }
  return matched === value && matched !== '' ? total : undefined;
}

/** Sizes as config.toml writes them ("50MiB", "5MB", 1024) → bytes. */
export function parseSize(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?$/.exec(value.trim());
  if (!m) return undefined;
  const units: Record<string, number> = {
    B: 1,
    KB: 1e3,
    KiB: 1024,
    MB: 1e6,
    MiB: 1024 ** 2,
    GB: 1e9,
    GiB: 1024 ** 3,
  };
  return Math.floor(Number(m[1]) * (units[m[2] ?? 'B'] ?? 1));
}

function table(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const strList = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type Layer = Partial<Omit<Settings, 'auth'>> & {
  auth?: DeepPartial<AuthSettings>;
};

/**
 * `[auth.email.template.<kind>]`: `subject`, and `content_path`, which the Supabase CLI takes
 * from the repository folder (the parent of supabase/), not from supabase/ itself.
 */
function templateFromToml(value: unknown, supabaseDir: string): Partial<MailTemplateSetting> {
  const t = table(value);
  const path = str(t.content_path);
  return {
    subject: typeof t.subject === 'string' ? t.subject : undefined,
    contentPath: path === undefined ? undefined : resolve(dirname(supabaseDir), path),
  };
}

export function fromToml(supabaseDir: string): Layer {
  const file = join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return {};
  const doc = parseToml(readFileSync(file, 'utf8'));
  const auth = table(doc.auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const templates = table(email.template);
  return {
    port: num(table(doc.api).port),
    mailboxPort: num(table(doc.inbucket).port),
    fileSizeLimit: parseSize(table(doc.storage).file_size_limit),
    auth: {
      siteUrl: str(auth.site_url),
      redirectAllowList: strList(auth.additional_redirect_urls),
      jwtExpiry: num(auth.jwt_expiry),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval),
      enableSignup: bool(auth.enable_signup) === false ? false : bool(email.enable_signup),
      enableConfirmations: bool(email.enable_confirmations),
      minimumPasswordLength: num(auth.minimum_password_length),
      emailMaxFrequency: parseDuration(email.max_frequency),
      otpExpiry: num(email.otp_expiry),
      otpLength: num(email.otp_length),
      emailTemplates: {
        confirmation: templateFromToml(templates.confirmation, supabaseDir),
        recovery: templateFromToml(templates.recovery, supabaseDir),
      },
      rateLimits: {
        emailSent: num(rate.email_sent),
        signInSignUps: num(rate.sign_in_sign_ups),
        tokenRefresh: num(rate.token_refresh),
        tokenVerifications: num(rate.token_verifications),
      },
    },
  };
}

export function fromEnv(env: Record<string, string | undefined>): Layer {
  const n = (name: string): number | undefined => {
    const v = env[name];
    if (v === undefined || v.trim() === '') return undefined;
    const parsed = Number(v);
    if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${v}"`);
    return parsed;
  };
  const b = (name: string): boolean | undefined => {
    const v = env[name]?.trim().toLowerCase();
    if (v === undefined || v === '') return undefined;
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    throw new Error(`${name} must be true or false, got "${v}"`);
  };
  const P = 'LOCAL_BACKEND_';
  return {
    dataDir: str(env[`${P}DATA_DIR`]),
    port: n(`${P}PORT`),
    mailboxPort: n(`${P}MAILBOX_PORT`),
    allowedHosts: str(env[`${P}ALLOWED_HOSTS`])
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiAnyHost: b(`${P}API_ANY_HOST`),
    idleTimeout: n(`${P}IDLE_TIMEOUT`),
    maxConnectionsPerClient: n(`${P}MAX_CONNECTIONS_PER_CLIENT`),
    maxConnections: n(`${P}MAX_CONNECTIONS`),
    trustProxy: b(`${P}TRUST_PROXY`),
    fileSizeLimit: n(`${P}FILE_SIZE_LIMIT`),
    smtpUrl: str(env.SMTP_URL),
    auth: {
      siteUrl: str(env[`${P}SITE_URL`]),
      redirectAllowList: str(env[`${P}REDIRECT_URLS`])
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      jwtExpiry: n(`${P}JWT_EXPIRY`),
      refreshTokenReuseInterval: n(`${P}REFRESH_TOKEN_REUSE_INTERVAL`),
      enableSignup: b(`${P}ENABLE_SIGNUP`),
      enableConfirmations: b(`${P}ENABLE_CONFIRMATIONS`),
      minimumPasswordLength: n(`${P}MINIMUM_PASSWORD_LENGTH`),
      emailMaxFrequency: n(`${P}EMAIL_MAX_FREQUENCY`),
      otpExpiry: n(`${P}OTP_EXPIRY`),
      bcryptCost: n(`${P}BCRYPT_COST`),
      rateLimits: {
        emailSent: n(`${P}RATE_LIMIT_EMAIL_SENT`),
        signInSignUps: n(`${P}RATE_LIMIT_SIGN_IN_SIGN_UPS`),
        tokenRefresh: n(`${P}RATE_LIMIT_TOKEN_REFRESH`),
        tokenVerifications: n(`${P}RATE_LIMIT_TOKEN_VERIFICATIONS`),
        codeAttempts: n(`${P}RATE_LIMIT_CODE_ATTEMPTS`),
      },
    },
  };
}

export function fromOptions(o: LocalBackendOptions): Layer {
  return {
    dataDir: o.dataDir,
    port: o.port,
    mailboxPort: o.mailboxPort,
    allowedHosts: o.allowedHosts,
    apiAnyHost: o.apiAnyHost,
    idleTimeout: o.idleTimeout,
    maxConnectionsPerClient: o.maxConnectionsPerClient,
    maxConnections: o.maxConnections,
    trustProxy: o.trustProxy,
    fileSizeLimit: o.fileSizeLimit,
    maxJsonBody: o.maxJsonBody,
    smtpUrl: o.smtpUrl,
    auth: {
      siteUrl: o.siteUrl,
      redirectAllowList: o.redirectAllowList,
      jwtExpiry: o.jwtExpiry,
      refreshTokenReuseInterval: o.refreshTokenReuseInterval,
      enableSignup: o.enableSignup,
      enableConfirmations: o.enableConfirmations,
      minimumPasswordLength: o.minimumPasswordLength,
      emailMaxFrequency: o.emailMaxFrequency,
      otpExpiry: o.otpExpiry,
      otpLength: o.otpLength,
      emailTemplates: o.emailTemplates,
      bcryptCost: o.bcryptCost,
      rateLimits: o.rateLimits,
    },
  };
}
