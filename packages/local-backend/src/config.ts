// Settings: built-in defaults < supabase/config.toml < environment < startLocalBackend() options
// (the layers are read in config-sources.ts; the shapes are in settings.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromEnv, fromOptions, fromToml, str } from './config-sources.ts';
import type { LocalBackendOptions, Settings } from './settings.ts';

export { parseDuration, parseSize } from './config-sources.ts';
export type {
  AuthSettings,
  LocalBackendOptions,
  MailTemplateSetting,
  MailTemplateSettings,
  RateLimits,
  Settings,
} from './settings.ts';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(packageDir, '..', '..');
export const defaultDataDir = join(repoRoot, '.data', 'local-backend');
export const defaultSupabaseDir = join(repoRoot, 'supabase');

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
