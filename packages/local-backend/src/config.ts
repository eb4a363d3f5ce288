// Settings: built-in defaults < supabase/config.toml < environment < startLocalBackend() options.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(packageDir, '..', '..');
export const defaultDataDir = join(repoRoot, '.data', 'local-backend');
export const defaultSupabaseDir = join(repoRoot, 'supabase');

export interface RateLimits {
  /** Emails sent per hour, all addresses together. */
  emailSent: number;
  /** Sign-ups + sign-ins per 5 minutes per IP; sign-ins also per email address. */
  signInSignUps: number;
  /** Refresh-token grants per 5 minutes per IP. */
  tokenRefresh: number;
  /** Verification requests (links, token hashes, codes) per 5 minutes per IP. */
  tokenVerifications: number;
  /**
   * Wrong 6-digit codes per hour per e-mail address (local only: hosted has no such setting and
   * counts only per IP). Guards the code, which has a million values, against guessing from
   * many addresses.
   */
  codeAttempts: number;
}

/** A mail template as config.toml's `[auth.email.template.<kind>]` names it. */
export interface MailTemplateSetting {
  subject: string;
  /** Absolute path of the HTML file; null: GoTrue's built-in default body. */
  contentPath: string | null;
}

export interface MailTemplateSettings {
  confirmation: MailTemplateSetting;
  recovery: MailTemplateSetting;
}

export interface AuthSettings {
  siteUrl: string;
  redirectAllowList: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  /** Seconds between two confirmation/recovery mails to the same address. */
  emailMaxFrequency: number;
  /** Lifetime of emailed codes and links, seconds. */
  otpExpiry: number;
  /** Digits of the emailed code (GoTrue accepts 6-10). */
  otpLength: number;
  /** Subjects and bodies of the mails. */
  emailTemplates: MailTemplateSettings;
  rateLimits: RateLimits;
  bcryptCost: number;
}

export interface Settings {
  dataDir: string;
  supabaseDir: string;
  host: string;
  /** Host names accepted besides loopback ones (localhost, 127.x.x.x, [::1]), on both servers. */
  allowedHosts: string[];
  /** The API answers any Host (the mailbox still only the allowed ones). */
  apiAnyHost: boolean;
  /** Seconds a connection may stay silent in the middle of a request (body included) before it is closed. */
  idleTimeout: number;
  /** Open connections allowed from one remote address (all local clients share 127.0.0.1). */
  maxConnectionsPerClient: number;
  /** Open connections allowed in all, per server. */
  maxConnections: number;
  /**
   * Take the client address for rate limits (and the `x-forwarded-for` that SQL sees) from the
   * first X-Forwarded-For entry, as hosted Supabase does behind its proxy. Only for a backend
   * behind a proxy that sets that header (or tests simulating many clients); off by default.
   */
  trustProxy: boolean;
  port: number;
  mailboxPort: number;
  auth: AuthSettings;
  /** Largest accepted storage upload, bytes. */
  fileSizeLimit: number;
  /** Largest accepted JSON request body, bytes. */
  maxJsonBody: number;
  smtpUrl: string | undefined;
  now: () => number;
  log: (message: string) => void;
}

export interface LocalBackendOptions {
  /** A relative path is taken from where npm was run (INIT_CWD), else from the current folder. */
  dataDir?: string;
  /** API port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Mailbox port; 0 picks a free one. Default 54324. */
  mailboxPort?: number;
  /** Host names accepted besides loopback ones, on the API and the mailbox. */
  allowedHosts?: string[];
  /** Let the API answer any Host header (the mailbox never does). Default false. */
  apiAnyHost?: boolean;
  /** Seconds without a byte in either direction before a connection is closed. Default 60. */
  idleTimeout?: number;
  /**
   * Open connections from one address; at the cap a new one pushes out the oldest stalled one
   * (silent for a second, no request being answered), else it is refused. Default 1024.
   */
  maxConnectionsPerClient?: number;
  /** Open connections in all, per server, with the same pushing out. Default 4096. */
  maxConnections?: number;
  /** Rate limits count the first X-Forwarded-For entry instead of the socket's address. Default false. */
  trustProxy?: boolean;
  siteUrl?: string;
  redirectAllowList?: string[];
  enableSignup?: boolean;
  enableConfirmations?: boolean;
  minimumPasswordLength?: number;
  jwtExpiry?: number;
  refreshTokenReuseInterval?: number;
  emailMaxFrequency?: number;
  otpExpiry?: number;
  otpLength?: number;
  /**
   * Subjects and template files of the mails, over config.toml's; `contentPath: null` is
   * GoTrue's built-in body (a project whose templates were never customised).
   */
  emailTemplates?: { [K in keyof MailTemplateSettings]?: Partial<MailTemplateSetting> };
  rateLimits?: Partial<RateLimits>;
  bcryptCost?: number;
  fileSizeLimit?: number;
  maxJsonBody?: number;
  smtpUrl?: string;
  /** Clock in milliseconds since the epoch; tests inject one to expire links. */
  now?: () => number;
  /** Environment to read overrides from; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Folder with config.toml, migrations/ and seed.sql. */
  supabaseDir?: string;
  log?: (message: string) => void;
}

const DEFAULTS: Omit<Settings, 'dataDir' | 'supabaseDir' | 'now' | 'log' | 'smtpUrl'> = {
  host: '127.0.0.1',
  allowedHosts: [],
  apiAnyHost: false,
  idleTimeout: 60,
  maxConnectionsPerClient: 1024,
  maxConnections: 4096,
  trustProxy: false,
  port: 54321,
  mailboxPort: 54324,
  fileSizeLimit: 50 * 1024 * 1024,
  maxJsonBody: 256 * 1024,
  auth: {
    siteUrl: 'http://127.0.0.1:5173',
    redirectAllowList: [],
    jwtExpiry: 3600,
    refreshTokenReuseInterval: 10,
    enableSignup: true,
    enableConfirmations: true,
    minimumPasswordLength: 6,
    emailMaxFrequency: 60,
    otpExpiry: 86400,
    otpLength: 6,
    // GoTrue's built-in subjects; its built-in bodies when no content_path is configured.
    emailTemplates: {
      confirmation: { subject: 'Confirm your email address', contentPath: null },
      recovery: { subject: 'Reset your password', contentPath: null },
    },
    rateLimits: {
      emailSent: 30,
      signInSignUps: 30,
      tokenRefresh: 150,
      tokenVerifications: 30,
      codeAttempts: 10,
    },
    bcryptCost: 10,
  },
};

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
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const strList = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
type Layer = Partial<Omit<Settings, 'auth'>> & {
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

function fromToml(supabaseDir: string): Layer {
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

function fromEnv(env: Record<string, string | undefined>): Layer {
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

function fromOptions(o: LocalBackendOptions): Layer {
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

/** Copies the defined values of `layer` over `base`, one level into nested objects. */
function merge<T extends object>(base: T, layer: object | undefined): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(layer ?? {})) {
    if (v === undefined) continue;
    const current = out[k];
    out[k] =
      current !== null && typeof current === 'object' && !Array.isArray(current)
        ? merge(current as object, v as object)
        : v;
  }
  return out as T;
}

/**
 * Where the user ran the command: npm runs a workspace's scripts in the package folder but
 * records the caller's folder in INIT_CWD. Relative data directories — from --data-dir,
 * LOCAL_BACKEND_DATA_DIR or the dataDir option — are taken from there.
 */
export function invocationDir(env: Record<string, string | undefined>): string {
  return resolve(str(env.INIT_CWD) ?? process.cwd());
}

export function resolveSettings(options: LocalBackendOptions = {}): Settings {
  const supabaseDir = options.supabaseDir ?? defaultSupabaseDir;
  const env = options.env ?? process.env;
  let s = merge(
    { ...DEFAULTS, dataDir: defaultDataDir, supabaseDir, smtpUrl: undefined } as Omit<
      Settings,
      'now' | 'log'
    >,
    fromToml(supabaseDir),
  );
  s = merge(s, fromEnv(env));
  s = merge(s, fromOptions(options));
  const settings: Settings = {
    ...s,
    dataDir: resolve(invocationDir(env), s.dataDir),
    now: options.now ?? Date.now,
    log: options.log ?? ((m) => console.log(m)),
  };
  validate(settings);
  return settings;
}

function validate(s: Settings): void {
  const url = new URL(s.auth.siteUrl); // throws on a malformed site URL
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`site URL must be http(s): ${s.auth.siteUrl}`);
  }
  for (const [name, port] of [
    ['port', s.port],
    ['mailboxPort', s.mailboxPort],
  ] as const) {
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${name} must be an integer 0-65535`);
    }
  }
  for (const [name, cap] of [
    ['maxConnectionsPerClient', s.maxConnectionsPerClient],
    ['maxConnections', s.maxConnections],
  ] as const) {
    if (!Number.isInteger(cap) || cap < 1) throw new Error(`${name} must be a positive integer`);
  }
  if (!(s.idleTimeout > 0)) throw new Error('idle timeout must be a positive number of seconds');
  if (s.auth.bcryptCost < 4 || s.auth.bcryptCost > 15) throw new Error('bcrypt cost must be 4-15');
  if (!Number.isInteger(s.auth.otpLength) || s.auth.otpLength < 6 || s.auth.otpLength > 10) {
    throw new Error('otp_length must be an integer 6-10');
  }
}
