// auth.users rows and the user JSON GoTrue returns: every field with hosted Supabase's types,
// timestamps that are unset left out (GoTrue's omitempty), `phone` "" when none.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change_sent_at: Date | null;
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at,
  phone_confirmed_at, confirmed_at, confirmation_sent_at, recovery_sent_at, email_change_sent_at,
  invited_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, deleted_at, is_anonymous`;

export async function findUserByEmail(tx: Tx, email: string, lock = false): Promise<UserRow | null> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and deleted_at is null
     ${lock ? 'for update' : ''}`,
    [email],
  );
  return r.rows[0] ?? null;
}

export async function findUserById(tx: Tx, id: string, lock = false): Promise<UserRow | null> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null
     ${lock ? 'for update' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function findIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const r = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return r.rows;
}

export async function createUser(
  tx: Tx,
  p: { email: string; passwordHash: string; data: Record<string, unknown>; now: Date },
): Promise<UserRow> {
  const id = randomUUID();
  const identityData = { sub: id, email: p.email, email_verified: false, phone_verified: false };
  const userMetadata = { ...p.data, ...identityData };
  const r = await tx.query<UserRow>(
    `insert into auth.users
       (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
        raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             $4, $5, false, $6, $6, false)
     returning ${USER_COLUMNS}`,
    [
      id,
      p.email,
      p.passwordHash,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(userMetadata),
      p.now,
    ],
  );
  await tx.query(
    `insert into auth.identities
       (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3, $4, 'email', $5, $5)`,
    [randomUUID(), id, id, JSON.stringify(identityData), p.now],
  );
  return r.rows[0]!;
}

/** Marks the address confirmed (first time only) and records it in the metadata. */
export async function confirmEmail(tx: Tx, user: UserRow, now: Date): Promise<void> {
  await tx.query(
    `update auth.users
     set email_confirmed_at = coalesce(email_confirmed_at, $2),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
         updated_at = $2
     where id = $1`,
    [user.id, now],
  );
  await tx.query(
    `update auth.identities
     set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
     where user_id = $1 and provider = 'email'`,
    [user.id, now],
  );
}

export async function recordSignIn(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [userId, now]);
  await tx.query(
    `update auth.identities set last_sign_in_at = $2, updated_at = $2
     where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}

const iso = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined);

/** Drops keys whose value is undefined, like Go's omitempty. */
function compact(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });
}

export function userJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return compact({
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    email_change_sent_at: iso(u.email_change_sent_at),
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
  });
}

/**
 * What GoTrue answers to a sign-up for an address that is already confirmed: a made-up user
 * that looks like a fresh sign-up, so the response does not reveal that the address exists.
 */
export function obfuscatedUserJson(
  email: string,
  data: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

export async function loadUserJson(tx: Tx, userId: string): Promise<Record<string, unknown> | null> {
  const user = await findUserById(tx, userId);
  if (!user) return null;
  return userJson(user, await findIdentities(tx, userId));
}
