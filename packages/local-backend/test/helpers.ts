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

/** The verification link in the newest mail to `email`. */
export async function latestLink(backend: LocalBackend, email: string): Promise<string> {
  const [newest] = await mailsTo(backend, email);
  if (!newest) throw new Error(`no mail to ${email}`);
  const msg = (await (await fetch(`${backend.mailboxUrl}/api/v1/message/${newest.ID}`)).json()) as {
    Text: string;
  };
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(msg.Text)?.[0];
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
  const { fragment } = await followLink(await latestLink(backend, email));
  const { data, error: setError } = await sb.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  if (setError || !data.user) throw setError ?? new Error('no user');
  return { email, sb, userId: data.user.id };
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
