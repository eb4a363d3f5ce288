// Test servers: each on a random loopback port, on its own copy of the template data
// directory, with a clock the test can move and rate limits raised unless a test lowers them.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { startLocalBackend, type LocalBackend, type StartOptions } from '../src/index.ts';

export const SITE_URL = 'http://127.0.0.1:5173';
export const CALLBACK = `${SITE_URL}/auth/callback`;
export const PASSWORD = 'correct-horse-1';

export interface TestBackend extends LocalBackend {
  clock: { offsetMs: number; advance(seconds: number): void };
  logs: string[];
  jwtSecret: string;
  /** Stops the server and deletes its data directory. */
  dispose(): Promise<void>;
}

export function copyTemplate(): string {
  const root = mkdtempSync(join(tmpdir(), 'local-backend-test-'));
  const dir = join(root, 'data');
  cpSync(inject('templateDir'), dir, { recursive: true });
  return dir;
}

export async function startTestBackend(options: StartOptions = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? copyTemplate();
  const clock = {
    offsetMs: 0,
    advance(seconds: number) {
      this.offsetMs += seconds * 1000;
    },
  };
  const logs: string[] = [];
  const backend = await startLocalBackend({
    port: 0,
    mailboxPort: 0,
    siteUrl: SITE_URL,
    bcryptCost: 4,
    env: {},
    now: () => Date.now() + clock.offsetMs,
    log: (m) => logs.push(m),
    ...options,
    dataDir,
    rateLimits: {
      emailSent: 100_000,
      signInSignUps: 100_000,
      tokenRefresh: 100_000,
      tokenVerifications: 100_000,
      ...options.rateLimits,
    },
  });
  const { jwtSecret } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  return {
    ...backend,
    clock,
    logs,
    jwtSecret,
    async dispose() {
      await backend.stop();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

/** In-memory storage, so a client can keep a session (or a PKCE verifier) in Node. */
export function memoryStorage(): {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
} {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** The real supabase-js client, as the site creates it (Node 20 needs a dummy WebSocket). */
export function client(
  backend: LocalBackend,
  options: { flowType?: 'implicit' | 'pkce' } = {},
): SupabaseClient {
  return createClient(backend.apiUrl, backend.anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
    },
    realtime: { transport: class {} as never },
  });
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

export async function mailsTo(backend: LocalBackend, email: string): Promise<MailSummary[]> {
  const res = await fetch(`${backend.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
  const body = (await res.json()) as { messages: MailSummary[] };
  return body.messages;
}

export interface Mail {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
}

/** The newest mail to `email` (text, HTML and subject), as Mailpit's API gives it. */
export async function latestMail(backend: LocalBackend, email: string): Promise<Mail> {
  const res = await fetch(
    `${backend.mailboxUrl}/api/v1/message/latest?query=${encodeURIComponent(`to:${email}`)}`,
  );
  if (res.status !== 200) throw new Error(`no mail to ${email}`);
  return (await res.json()) as Mail;
}

/** The 6-digit code in the newest mail to `email` ({{ .Token }}). */
export async function mailedCode(backend: LocalBackend, email: string): Promise<string> {
  const code = /Enter this code in the Clipnest window:\s*(\d{6})\b/.exec(
    (await latestMail(backend, email)).Text,
  )?.[1];
  if (!code) throw new Error('no code in mail');
  return code;
}

/**
 * The confirm URL of the newest mail's button (`{{ .SiteURL }}/auth/confirm?token_hash=…&type=…
 * #email=…`), and its token hash and type.
 */
export async function mailedConfirmUrl(
  backend: LocalBackend,
  email: string,
): Promise<{ href: string; url: URL; tokenHash: string; type: string }> {
  const href = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec((await latestMail(backend, email)).Text)?.[0];
  if (!href) throw new Error('no confirm URL in mail');
  const url = new URL(href);
  return {
    href,
    url,
    tokenHash: url.searchParams.get('token_hash') ?? '',
    type: url.searchParams.get('type') ?? '',
  };
}

/**
 * The provider's one-time GET link for the newest mail's token hash, as its
 * `{{ .ConfirmationURL }}` would be (the mails no longer contain it: a scanner would spend it).
 */
export async function verifyLinkFor(
  backend: LocalBackend,
  email: string,
  redirectTo = CALLBACK,
): Promise<string> {
  const { tokenHash, type } = await mailedConfirmUrl(backend, email);
  const q = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${backend.apiUrl}/auth/v1/verify?${q.toString()}`;
}

/** A backend sending GoTrue's built-in mails: a hosted project whose templates were never changed. */
export const DEFAULT_TEMPLATES = {
  emailTemplates: { confirmation: { contentPath: null }, recovery: { contentPath: null } },
} satisfies StartOptions;

/** The `{{ .ConfirmationURL }}` link in the newest mail to `email` (GoTrue's built-in mails). */
export async function latestLink(backend: LocalBackend, email: string): Promise<string> {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"]+/.exec((await latestMail(backend, email)).Text)?.[0];
  if (!link) throw new Error('no link in mail');
  return link;
}

/** Follows a verify link without following the redirect; returns the Location and its fragment. */
export async function followLink(
  link: string,
): Promise<{ status: number; location: string; fragment: URLSearchParams; query: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const [beforeHash, hash = ''] = location.split('#');
  return {
    status: res.status,
    location,
    fragment: new URLSearchParams(hash),
    query: new URL(beforeHash!).searchParams,
  };
}

/** Signs up, follows the emailed link, and returns a client holding the resulting session. */
export async function verifiedUser(
  backend: LocalBackend,
  email = uniqueEmail(),
): Promise<{ email: string; sb: SupabaseClient; userId: string }> {
  const sb = client(backend);
  const { error } = await sb.auth.signUp({
    email,
    password: PASSWORD,
    options: { emailRedirectTo: CALLBACK },
  });
  if (error) throw error;
  const { fragment } = await followLink(await verifyLinkFor(backend, email));
  const { data, error: setError } = await sb.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  if (setError || !data.user) throw setError ?? new Error('no user');
  return { email, sb, userId: data.user.id };
}

/** A backend of its own with a verified, signed-in user, and that user's access token. */
export async function startWithVerifiedUser(
  options: StartOptions = {},
): Promise<{ backend: TestBackend; token: string }> {
  const backend = await startTestBackend(options);
  const { sb } = await verifiedUser(backend);
  return { backend, token: (await sb.auth.getSession()).data.session!.access_token };
}

/**
 * A real user with a real session whose address is no longer confirmed: they sign up, follow the
 * link, sign in with their password (a real session and access token), and then
 * `auth.users.email_confirmed_at` is set back to null in the database. Their `user_metadata`
 * (and the token's copy of it) still says `email_verified: true`: that must not count.
 */
export async function unconfirmedUser(
  backend: TestBackend,
  email = uniqueEmail('unconfirmed'),
): Promise<{ email: string; sb: SupabaseClient; userId: string; token: string }> {
  const { sb, userId } = await verifiedUser(backend, email);
  const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  await backend.query('update auth.users set email_confirmed_at = null where id = $1', [userId]);
  return { email, sb, userId, token: data.session.access_token };
}

export function authHeaders(backend: LocalBackend, token?: string): Record<string, string> {
  return {
    apikey: backend.anonKey,
    Authorization: `Bearer ${token ?? backend.anonKey}`,
    'X-Supabase-Api-Version': '2024-01-01',
    'Content-Type': 'application/json',
  };
}
