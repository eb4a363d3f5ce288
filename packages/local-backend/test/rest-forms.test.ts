// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
// The forms' RPC functions (supabase/migrations/20261124090000_forms.sql) through the real client
// and raw HTTP: what they store, what they refuse, the rate limits, and who can read the tables.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  client,
  startTestBackend,
  uniqueEmail,
  verifiedUser,
  type TestBackend,
} from './helpers.ts';

let backend: TestBackend;
let signedIn: SupabaseClient;
let userToken: string;

const tables = ['subscriptions', 'partner_applications', 'contact_messages'] as const;

function subscription(email = uniqueEmail('sub')) {
  return { email, list: 'newsletter', consent_version: '2026-11' };
}
function application(email = uniqueEmail('partner')) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    company: 'Analytical Engines Ltd',
    partnership_type: 'technology',
    message: 'We would like to integrate.',
  };
}
function contactMessage(email = uniqueEmail('contact')) {
  return { name: 'Grace Hopper', email, topic: 'support', message: 'The app does not start.' };
}

const functions = {
  subscribe: { table: 'subscriptions', valid: subscription },
  submit_partner_application: { table: 'partner_applications', valid: application },
  submit_contact_message: { table: 'contact_messages', valid: contactMessage },
} as const;

async function rowCount(table: string): Promise<number> {
  const [row] = await backend.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return row!.n;
}

async function rowsFor(table: string, email: string): Promise<Record<string, unknown>[]> {
  return backend.query(`select * from public.${table} where email = $1`, [email]);
}

function rawRpc(fn: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.apiUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { ...authHeaders(backend), ...headers },
    body: JSON.stringify(body),
  });
}

async function setLimit(scope: 'per_address' | 'per_client', maxCount: number): Promise<void> {
  await backend.query('update private.form_rate_limits set max_count = $2 where scope = $1', [
    scope,
    maxCount,
  ]);
}

beforeAll(async () => {
  backend = await startTestBackend();
  const user = await verifiedUser(backend);
  signedIn = user.sb;
  userToken = (await signedIn.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await backend.dispose();
});
beforeEach(async () => {
  // Every test starts with no recent submissions and the limits the migration sets.
  await backend.query('delete from private.form_submissions');
  await setLimit('per_address', 5);
  await setLimit('per_client', 20);
});

describe.each(Object.entries(functions))('%s', (fn, { table, valid }) => {
  it('stores a valid submission through the client, as a visitor and as a signed-in user', async () => {
    const visitor = valid();
    const { error, status } = await client(backend).rpc(fn, visitor);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await rowsFor(table, visitor.email)).toHaveLength(1);

    const member = valid();
    expect((await signedIn.rpc(fn, member)).error).toBeNull();
    expect(await rowsFor(table, member.email)).toHaveLength(1);
  });

  it('stores a valid submission through raw HTTP, trimmed and with a lower-cased address', async () => {
    const email = uniqueEmail('Raw').replace('raw', 'RAW');
    const res = await rawRpc(fn, { ...valid(), email: `  ${email}  ` });
    expect(res.status).toBe(204);
    const rows = await rowsFor(table, email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(email.toLowerCase());
  });

  it('turns a flood from one address into 429 and stores nothing more', async () => {
    const email = uniqueEmail('flood');
    const variants = Array.from({ length: 6 }, (_, i) =>
      fn === 'subscribe' ? { ...valid(email), consent_version: `v${i}` } : valid(email),
    );
    for (const body of variants.slice(0, 5)) expect((await rawRpc(fn, body)).status).toBe(204);
    const before = await rowCount(table);
    const res = await rawRpc(fn, variants[5]);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'PT429', message: 'Too many requests, try again later' });
    const { error, status } = await client(backend).rpc(fn, variants[5]);
    expect(status).toBe(429);
    expect(error?.message).toBe('Too many requests, try again later');
    expect(await rowCount(table)).toBe(before);
  });
});

/** Calls `fn` with `body` and expects a 22023 refusal naming `field` with `hint`; nothing stored. */
async function expectRefused(fn: keyof typeof functions, body: object, field: string, hint: string) {
  const table = functions[fn].table;
  const before = await rowCount(table);
  const { error, status } = await client(backend).rpc(fn, body);
  expect(status, `${fn} ${field} ${hint}`).toBe(400);
  expect(error, `${fn} ${field} ${hint}`).toMatchObject({ code: '22023', details: field, hint });
  // A sentence a person can read, not a Postgres internal.
  expect(error!.message).toMatch(/^Please .+\.$/);
  expect(await rowCount(table)).toBe(before);
}

describe('bad input', () => {
  const tooLong = (n: number) => 'x'.repeat(n + 1);
  const longAddress = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;

  it('subscribe refuses each invalid field', async () => {
    await expectRefused('subscribe', { ...subscription(), email: '' }, 'email', 'required');
    await expectRefused('subscribe', { ...subscription(), email: '   ' }, 'email', 'required');
    await expectRefused('subscribe', { ...subscription(), email: null }, 'email', 'required');
    await expectRefused('subscribe', { ...subscription(), email: 'not-an-address' }, 'email', 'email');
    await expectRefused('subscribe', { ...subscription(), email: 'a@b@c.com' }, 'email', 'email');
    await expectRefused('subscribe', { ...subscription(), email: longAddress }, 'email', 'too_long');
    await expectRefused('subscribe', { ...subscription(), list: 'everything' }, 'list', 'invalid_value');
    await expectRefused('subscribe', { ...subscription(), list: '' }, 'list', 'required');
    await expectRefused(
      'subscribe',
      { ...subscription(), consent_version: '' },
      'consent_version',
      'required',
    );
    await expectRefused(
      'subscribe',
      { ...subscription(), consent_version: tooLong(64) },
      'consent_version',
      'too_long',
    );
  });

  it('submit_partner_application refuses each invalid field', async () => {
    const fn = 'submit_partner_application';
    await expectRefused(fn, { ...application(), first_name: ' ' }, 'firstName', 'required');
    await expectRefused(fn, { ...application(), first_name: tooLong(100) }, 'firstName', 'too_long');
    await expectRefused(fn, { ...application(), last_name: '' }, 'lastName', 'required');
    await expectRefused(fn, { ...application(), last_name: tooLong(100) }, 'lastName', 'too_long');
    await expectRefused(fn, { ...application(), email: 'ada@' }, 'email', 'email');
    await expectRefused(fn, { ...application(), company: '' }, 'company', 'required');
    await expectRefused(fn, { ...application(), company: tooLong(100) }, 'company', 'too_long');
    await expectRefused(fn, { ...application(), partnership_type: '' }, 'partnershipType', 'required');
    await expectRefused(
      fn,
      { ...application(), partnership_type: 'investor' },
      'partnershipType',
      'invalid_value',
    );
    await expectRefused(fn, { ...application(), message: tooLong(2000) }, 'message', 'too_long');
  });

  it('submit_partner_application takes an empty message (it is optional)', async () => {
    const body = { ...application(), message: '' };
    expect((await client(backend).rpc('submit_partner_application', body)).error).toBeNull();
    expect(await rowsFor('partner_applications', body.email)).toMatchObject([{ message: '' }]);
  });

  it('submit_contact_message refuses each invalid field', async () => {
    const fn = 'submit_contact_message';
    await expectRefused(fn, { ...contactMessage(), name: '' }, 'name', 'required');
    await expectRefused(fn, { ...contactMessage(), name: tooLong(100) }, 'name', 'too_long');
    await expectRefused(fn, { ...contactMessage(), email: 'grace at navy' }, 'email', 'email');
    await expectRefused(fn, { ...contactMessage(), topic: '' }, 'topic', 'required');
    await expectRefused(fn, { ...contactMessage(), topic: 'jobs' }, 'topic', 'invalid_value');
    await expectRefused(fn, { ...contactMessage(), message: '' }, 'message', 'required');
    await expectRefused(fn, { ...contactMessage(), message: tooLong(2000) }, 'message', 'too_long');
  });

  it('counts characters, not bytes: 2,000 emoji are a valid message', async () => {
    const body = { ...contactMessage(), message: '🎬'.repeat(2000) };
    expect((await client(backend).rpc('submit_contact_message', body)).error).toBeNull();
  });

  it('answers an oversize body with 413 and stores nothing', async () => {
    const before = await rowCount('contact_messages');
    const res = await rawRpc('submit_contact_message', {
      ...contactMessage(),
      message: 'x'.repeat(2_000_000),
    });
    expect(res.status).toBe(413);
    expect(await rowCount('contact_messages')).toBe(before);
  });

  it('answers a missing argument as PostgREST does, without storing', async () => {
    const { name: _omitted, ...rest } = contactMessage();
    const res = await rawRpc('submit_contact_message', rest);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST202');
  });
});

describe('duplicates', () => {
  it('answers a second subscription of the same address exactly like the first and keeps one row', async () => {
    const email = uniqueEmail('dupe');
    const first = await rawRpc('subscribe', subscription(email));
    const again = await rawRpc('subscribe', subscription(email.toUpperCase()));
    expect([first.status, again.status]).toEqual([204, 204]);
    expect(await again.text()).toBe(await first.text());
    expect(await rowsFor('subscriptions', email)).toHaveLength(1);
  });

  it('keeps one row per list for the same address', async () => {
    const email = uniqueEmail('lists');
    for (const list of ['newsletter', 'status', 'roadmap', 'press']) {
      expect((await client(backend).rpc('subscribe', { ...subscription(email), list })).error).toBeNull();
    }
    const rows = await rowsFor('subscriptions', email);
    expect(rows.map((r) => r.list).sort()).toEqual(['newsletter', 'press', 'roadmap', 'status']);
  });
});

describe('the per-client limit', () => {
  it('counts submissions of every form from one client, whatever forwarding headers it sends', async () => {
    await setLimit('per_client', 3);
    const forged = (i: number) => ({
      'X-Forwarded-For': `203.0.113.${i}`,
      'X-Real-IP': `198.51.100.${i}`,
      'CF-Connecting-IP': `192.0.2.${i}`,
    });
    expect((await rawRpc('subscribe', subscription(), forged(1))).status).toBe(204);
    expect((await rawRpc('submit_contact_message', contactMessage(), forged(2))).status).toBe(204);
    expect((await rawRpc('submit_partner_application', application(), forged(3))).status).toBe(204);
    const refused = contactMessage();
    const res = await rawRpc('submit_contact_message', refused, forged(4));
    expect(res.status).toBe(429);
    expect(await rowsFor('contact_messages', refused.email)).toEqual([]);
    // The limit counted the socket's address, not what the client claimed.
    const clients = await backend.query<{ client: string }>(
      'select distinct client from private.form_submissions',
    );
    expect(clients).toHaveLength(1);
    expect(clients[0]!.client).toMatch(/127\.0\.0\.1|::1/);
  });

  it('lets the client submit again once the window has passed', async () => {
    await setLimit('per_client', 1);
    expect((await rawRpc('subscribe', subscription())).status).toBe(204);
    expect((await rawRpc('subscribe', subscription())).status).toBe(429);
    await backend.query(`update private.form_submissions set created_at = now() - interval '11 minutes'`);
    expect((await rawRpc('subscribe', subscription())).status).toBe(204);
  });
});

describe('reading and changing the tables directly', () => {
  async function seedRows(): Promise<void> {
    await client(backend).rpc('subscribe', subscription());
    await client(backend).rpc('submit_partner_application', application());
    await client(backend).rpc('submit_contact_message', contactMessage());
  }

  it.each(tables)('refuses %s to visitors and signed-in users, through the client', async (table) => {
    await seedRows();
    const before = await rowCount(table);
    for (const sb of [client(backend), signedIn]) {
      const read = await sb.from(table).select('*');
      expect(read.data).toBeNull();
      expect(read.error).not.toBeNull();
      expect((await sb.from(table).insert({ email: uniqueEmail() })).error).not.toBeNull();
      expect((await sb.from(table).update({ email: 'x@example.com' }).neq('email', '')).error).not.toBeNull();
      expect((await sb.from(table).delete().neq('email', '')).error).not.toBeNull();
    }
    expect(await rowCount(table)).toBe(before);
    expect(await rowCount(table)).toBeGreaterThan(0);
  });

  it.each(tables)(
    'grants no right on %s to anon or authenticated (as hosted PostgREST would check)',
    async (table) => {
      const rows = await backend.query<{ role: string; privilege: string; granted: boolean }>(
        `select r.role, p.privilege, has_table_privilege(r.role, $1, p.privilege) as granted
       from unnest(array['anon', 'authenticated']) as r(role),
            unnest(array['select', 'insert', 'update', 'delete', 'truncate']) as p(privilege)`,
        [`public.${table}`],
      );
      expect(rows.filter((r) => r.granted)).toEqual([]);
    },
  );

  it('answers an anonymous table read with a permission error over raw HTTP', async () => {
    const anon = await fetch(`${backend.apiUrl}/rest/v1/contact_messages?select=*`, {
      headers: authHeaders(backend),
    });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: '42501' });
    const user = await fetch(`${backend.apiUrl}/rest/v1/subscriptions?select=*`, {
      headers: authHeaders(backend, userToken),
    });
    expect(user.status).toBe(403);
  });

  it('refuses the private tables and helpers to visitors', async () => {
    const res = await rawRpc(
      'admit_submission',
      { form: 'x', address: 'a@b.co' },
      { 'Content-Profile': 'private' },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const grants = await backend.query<{ granted: boolean }>(
      `select has_table_privilege('anon', 'private.form_submissions', 'select')
           or has_table_privilege('authenticated', 'private.form_rate_limits', 'update') as granted`,
    );
    expect(grants[0]!.granted).toBe(false);
  });

  it('lets the service role read the rows, newest first, filtered by address', async () => {
    const first = contactMessage();
    const second = contactMessage();
    await client(backend).rpc('submit_contact_message', first);
    await client(backend).rpc('submit_contact_message', second);
    const service = { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` };
    const res = await fetch(
      `${backend.apiUrl}/rest/v1/contact_messages?select=*&order=created_at.desc,id.desc&limit=50`,
      {
        headers: service,
      },
    );
    expect(res.status).toBe(200);
    const rows = (await res.json()) as {
      email: string;
      topic: string;
      message: string;
      created_at: string;
    }[];
    const emails = rows.map((r) => r.email);
    expect(emails).toContain(first.email);
    expect(emails).toContain(second.email);
    const times = rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const one = await fetch(
      `${backend.apiUrl}/rest/v1/contact_messages?select=email,topic,message&email=eq.${encodeURIComponent(second.email)}`,
      { headers: service },
    );
    expect(await one.json()).toEqual([{ email: second.email, topic: 'support', message: second.message }]);

    // And through the client, as a script holding the key would.
    const sb = client({ ...backend, anonKey: backend.serviceRoleKey });
    const { data, error } = await sb.from('subscriptions').select('email, list').limit(1);
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  });
});
