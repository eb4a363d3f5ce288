// The settings' shapes: what startLocalBackend() resolves (config.ts) and every part reads.

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
