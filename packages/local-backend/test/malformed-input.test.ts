// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
// Malformed input across auth, RPC, storage and the mailbox, from tables of what a careless or
// hostile client sends — bad JSON, wrong types, huge or deeply nested values, bad headers, odd
// methods, bad paths and query strings, bad tokens, bad multipart. Each request gets a 4xx in its
// service's documented error shape (never a 5xx or a stack trace) and changes nothing; the server
// answers normally afterwards.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/http/jwt.ts';
import {
  authHeaders,
  client,
  PASSWORD,
  startTestBackend,
  startWithVerifiedUser,
  type TestBackend,
  uniqueEmail,
  verifiedUser,
} from './helpers.ts';

let backend: TestBackend;
let userToken: string;
let userRefresh: string;
let verifiedEmail: string;
let fileId: string;

beforeAll(async () => {
  backend = await startTestBackend({ maxJsonBody: 64 * 1024, fileSizeLimit: 1024 * 1024 });
  const v = await verifiedUser(backend);
  verifiedEmail = v.email;
  const session = (await v.sb.auth.getSession()).data.session!;
  userToken = session.access_token;
  userRefresh = session.refresh_token;
  fileId = ((await v.sb.rpc('get_latest_file')).data as { id: string }[])[0]!.id;
});
afterAll(async () => {
  await backend.dispose();
});

type Shape = 'auth' | 'rest' | 'storage' | 'gateway';

interface Case {
  name: string;
  method: string;
  path: string;
  shape: Shape;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Headers replace the defaults entirely. */
  rawHeaders?: boolean;
}

const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');

function badTokens(): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: '8d0fd2b3-9ca5-4a8c-8c8b-5a2a6b7f3b6e',
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    session_id: '8d0fd2b3-9ca5-4a8c-8c8b-5a2a6b7f3b6e',
  };
  const [h, p, s] = userToken.split('.') as [string, string, string];
  return {
    empty: '',
    garbage: 'not-a-jwt',
    twoSegments: `${h}.${p}`,
    fourSegments: `${h}.${p}.${s}.${s}`,
    padded: `${h}=.${p}.${s}`,
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'service_role' })}.`,
    algNoneSigned: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'service_role' })}.${s}`,
    algHs512: `${b64({ alg: 'HS512', typ: 'JWT' })}.${p}.${s}`,
    wrongSecret: signJwt(claims, 'some-other-secret-entirely'),
    wrongSecretService: signJwt(
      { role: 'service_role', iat: now, exp: now + 3600 },
      'some-other-secret-entirely',
    ),
    expired: signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, backend.jwtSecret),
    noExp: signJwt({ role: 'anon', iat: now }, backend.jwtSecret),
    postgresRole: signJwt({ role: 'postgres', iat: now, exp: now + 3600 }, backend.jwtSecret),
    tamperedPayload: `${h}.${b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'service_role' })}.${s}`,
    notJsonHeader: `${Buffer.from('nope').toString('base64url')}.${p}.${s}`,
  };
}

function cases(): Case[] {
  const out: Case[] = [];
  const tokens = badTokens();
  const json = (
    name: string,
    method: string,
    path: string,
    shape: Shape,
    body: string,
    headers: Record<string, string> = {},
  ) => out.push({ name, method, path, shape, body, headers });

  // Broken JSON, wrong types and wrong shapes on every auth endpoint that reads a body.
  const authBodies: Record<string, string> = {
    brokenJson: '{"email": "a@b.c", ',
    notJson: 'email=a@b.c&password=x',
    nulInEmail: '{"email": "a\\u0000@b.c", "password": "secret123"}',
    array: '[1, 2, 3]',
    string: '"hello"',
    number: '42',
    emailNumber: '{"email": 123, "password": "secret123"}',
    emailArray: '{"email": ["a@b.c"], "password": "secret123"}',
    passwordObject: '{"email": "x@example.com", "password": {"$gt": ""}}',
  };
  for (const [label, body] of Object.entries(authBodies)) {
    json(`signup ${label}`, 'POST', '/auth/v1/signup', 'auth', body);
    json(`password grant ${label}`, 'POST', '/auth/v1/token?grant_type=password', 'auth', body);
    // (recover has no password field: unknown fields are ignored there, so that body is valid)
    if (label !== 'passwordObject') json(`recover ${label}`, 'POST', '/auth/v1/recover', 'auth', body);
    json(`resend ${label}`, 'POST', '/auth/v1/resend', 'auth', body);
  }
  out.push({
    name: 'signup invalid UTF-8',
    method: 'POST',
    path: '/auth/v1/signup',
    shape: 'auth',
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  });
  out.push({
    name: 'rpc invalid UTF-8',
    method: 'POST',
    path: '/rest/v1/rpc/get_latest_file',
    shape: 'rest',
    body: new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]),
  });
  json(
    'signup data not an object',
    'POST',
    '/auth/v1/signup',
    'auth',
    '{"email":"new@example.com","password":"secret123","data":"x"}',
  );
  json('signup without email', 'POST', '/auth/v1/signup', 'auth', '{"password":"secret123"}');
  json(
    'signup weak password',
    'POST',
    '/auth/v1/signup',
    'auth',
    '{"email":"weak@example.com","password":"1"}',
  );
  json(
    'signup bad pkce',
    'POST',
    '/auth/v1/signup',
    'auth',
    '{"email":"pk@example.com","password":"secret123","code_challenge":"short","code_challenge_method":"s256"}',
  );
  json(
    'refresh token number',
    'POST',
    '/auth/v1/token?grant_type=refresh_token',
    'auth',
    '{"refresh_token": 5}',
  );
  json(
    'refresh unknown',
    'POST',
    '/auth/v1/token?grant_type=refresh_token',
    'auth',
    '{"refresh_token": "nope"}',
  );
  json('unknown grant', 'POST', '/auth/v1/token?grant_type=client_credentials', 'auth', '{}');
  json('missing grant', 'POST', '/auth/v1/token', 'auth', '{}');
  json('pkce grant empty', 'POST', '/auth/v1/token?grant_type=pkce', 'auth', '{}');
  json(
    'pkce unknown code',
    'POST',
    '/auth/v1/token?grant_type=pkce',
    'auth',
    '{"auth_code":"x","code_verifier":"y"}',
  );
  json('verify post no type', 'POST', '/auth/v1/verify', 'auth', '{"token_hash":"abc"}');
  json('verify post bad type', 'POST', '/auth/v1/verify', 'auth', '{"type":"sql","token_hash":"abc"}');
  json(
    'verify post unknown token',
    'POST',
    '/auth/v1/verify',
    'auth',
    '{"type":"signup","token_hash":"abc"}',
  );
  json(
    'resend bad type',
    'POST',
    '/auth/v1/resend',
    'auth',
    '{"type":"carrier-pigeon","email":"a@example.com"}',
  );
  json(
    'huge signup body',
    'POST',
    '/auth/v1/signup',
    'auth',
    JSON.stringify({ email: 'big@example.com', password: 'secret123', data: { blob: 'x'.repeat(200_000) } }),
  );
  json('update user bad data', 'PUT', '/auth/v1/user', 'auth', '{"data": [1]}', {
    Authorization: `Bearer ${userToken}`,
  });
  json('update user change email', 'PUT', '/auth/v1/user', 'auth', '{"email": "other@example.com"}', {
    Authorization: `Bearer ${userToken}`,
  });
  json('update user weak password', 'PUT', '/auth/v1/user', 'auth', '{"password": "1"}', {
    Authorization: `Bearer ${userToken}`,
  });
  json('update user broken json', 'PUT', '/auth/v1/user', 'auth', '{"password"', {
    Authorization: `Bearer ${userToken}`,
  });
  json('logout bad scope', 'POST', '/auth/v1/logout?scope=everyone', 'auth', '', {
    Authorization: `Bearer ${userToken}`,
  });

  // Every kind of bad token, against auth, REST and storage.
  for (const [label, token] of Object.entries(tokens)) {
    out.push({
      name: `GET /user ${label}`,
      method: 'GET',
      path: '/auth/v1/user',
      shape: 'auth',
      headers: { Authorization: `Bearer ${token}` },
    });
    json(`logout ${label}`, 'POST', '/auth/v1/logout', 'auth', '', { Authorization: `Bearer ${token}` });
    json(
      `rpc ${label}`,
      'POST',
      '/rest/v1/rpc/increment_download_count',
      'rest',
      JSON.stringify({ file_id: fileId }),
      { Authorization: `Bearer ${token}` },
    );
    json(`list ${label}`, 'POST', '/storage/v1/object/list/app-builds', 'storage', '{"prefix":""}', {
      Authorization: `Bearer ${token}`,
    });
    out.push({
      name: `upload ${label}`,
      method: 'POST',
      path: '/storage/v1/object/app-builds/macos/evil.zip',
      shape: 'storage',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' },
      body: 'PK',
    });
  }
  out.push({
    name: 'Basic auth on REST',
    method: 'POST',
    path: '/rest/v1/rpc/get_latest_file',
    shape: 'rest',
    headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    body: '{}',
  });
  out.push({
    name: 'Bearer without token',
    method: 'POST',
    path: '/rest/v1/rpc/get_latest_file',
    shape: 'rest',
    headers: { Authorization: 'Bearer' },
    body: '{}',
  });

  // Missing or wrong API keys (the gateway).
  out.push({
    name: 'no apikey',
    method: 'POST',
    path: '/rest/v1/rpc/get_latest_file',
    shape: 'gateway',
    body: '{}',
    headers: { 'Content-Type': 'application/json' },
    rawHeaders: true,
  });
  out.push({
    name: 'wrong apikey',
    method: 'POST',
    path: '/rest/v1/rpc/get_latest_file',
    shape: 'gateway',
    body: '{}',
    headers: { apikey: tokens.wrongSecret!, 'Content-Type': 'application/json' },
    rawHeaders: true,
  });
  out.push({
    name: 'user token as apikey',
    method: 'POST',
    path: '/auth/v1/signup',
    shape: 'gateway',
    body: '{}',
    headers: { apikey: userToken, 'Content-Type': 'application/json' },
    rawHeaders: true,
  });
  out.push({
    name: 'no apikey storage',
    method: 'GET',
    path: '/storage/v1/bucket',
    shape: 'gateway',
    headers: {},
    rawHeaders: true,
  });

  // RPC arguments and bodies.
  const rpcBodies: Record<string, string> = {
    brokenJson: '{"file_id":',
    array: '[{"file_id":"x"}]',
    string: '"file_id"',
    notUuid: '{"file_id":"not-a-uuid"}',
    number: '{"file_id":123}',
    object: '{"file_id":{"$ne":null}}',
    boolean: '{"file_id":true}',
    unknownArg: '{"file_id":"8d0fd2b3-9ca5-4a8c-8c8b-5a2a6b7f3b6e","extra":1}',
    wrongArg: '{"id":"8d0fd2b3-9ca5-4a8c-8c8b-5a2a6b7f3b6e"}',
    sqlInjection: '{"file_id":"\'); drop table public.app_files; --"}',
    huge: JSON.stringify({ file_id: 'x'.repeat(100_000) }),
  };
  for (const [label, body] of Object.entries(rpcBodies)) {
    json(`rpc body ${label}`, 'POST', '/rest/v1/rpc/increment_download_count', 'rest', body, {
      Authorization: `Bearer ${userToken}`,
    });
  }
  json(
    'rpc NUL in argument',
    'POST',
    '/rest/v1/rpc/increment_download_count',
    'rest',
    '{"file_id":"a\\u0000b"}',
    { Authorization: `Bearer ${userToken}` },
  );
  json(
    'list NUL in prefix',
    'POST',
    '/storage/v1/object/list/app-builds',
    'storage',
    '{"prefix":"a\\u0000"}',
    { Authorization: `Bearer ${userToken}` },
  );
  json('update user NUL in data', 'PUT', '/auth/v1/user', 'auth', '{"data":{"x":"\\u0000"}}', {
    Authorization: `Bearer ${userToken}`,
  });
  out.push({
    name: 'upload NUL in metadata',
    method: 'POST',
    path: '/storage/v1/object/app-builds/macos/meta.zip',
    shape: 'storage',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/zip',
      'x-metadata': Buffer.from('{"a":"\\u0000"}').toString('base64'),
    },
    body: 'PK',
    rawHeaders: true,
  });
  out.push({
    name: 'upload metadata not JSON',
    method: 'POST',
    path: '/storage/v1/object/app-builds/macos/meta.zip',
    shape: 'storage',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/zip',
      'x-metadata': 'not base64 json',
    },
    body: 'PK',
    rawHeaders: true,
  });
  json('rpc unknown function', 'POST', '/rest/v1/rpc/drop_everything', 'rest', '{}');
  json('rpc private schema', 'POST', '/rest/v1/rpc/email_confirmed', 'rest', '{}', {
    'Content-Profile': 'private',
  });
  json('rpc auth schema', 'POST', '/rest/v1/rpc/uid', 'rest', '{}', { 'Content-Profile': 'auth' });
  json('rpc function name injection', 'POST', '/rest/v1/rpc/get_latest_file();drop', 'rest', '{}');
  json('rpc single with no rows', 'POST', '/rest/v1/rpc/get_latest_file', 'rest', '{}', {
    Accept: 'application/vnd.pgrst.object+json',
    'Content-Profile': 'nope',
  });
  json(
    'rpc anon increment',
    'POST',
    '/rest/v1/rpc/increment_download_count',
    'rest',
    JSON.stringify({ file_id: fileId }),
  );
  json('rest table without the right to read it', 'GET', '/rest/v1/contact_messages', 'rest', '');
  json('rest table unknown filter', 'GET', '/rest/v1/app_files?id=like.x', 'rest', '');
  json('rest table column injection', 'GET', '/rest/v1/app_files?select=id;drop', 'rest', '');
  json('rest auth.users', 'GET', '/rest/v1/users?select=*', 'rest', '');

  // Storage bodies and paths.
  const traversal = [
    '..%2F..%2Fsecrets.json',
    'macos%2F..%2F..%2Fpgdata',
    'macos%5Cevil.zip',
    'macos%00.zip',
    '%2Fetc%2Fpasswd',
    'macos//x.zip',
    'x%ZZ',
    'macos/%C0%AE%C0%AE/x',
    'a'.repeat(1100),
  ];
  for (const path of traversal) {
    out.push({
      name: `download ${path.slice(0, 30)}`,
      method: 'GET',
      path: `/storage/v1/object/app-builds/${path}`,
      shape: 'storage',
      headers: { Authorization: `Bearer ${userToken}` },
    });
    json(
      `sign ${path.slice(0, 30)}`,
      'POST',
      `/storage/v1/object/sign/app-builds/${path}`,
      'storage',
      '{"expiresIn":60}',
      { Authorization: `Bearer ${userToken}` },
    );
  }
  const listBodies: Record<string, string> = {
    noPrefix: '{}',
    prefixNumber: '{"prefix": 1}',
    negativeLimit: '{"prefix": "", "limit": -1}',
    stringOffset: '{"prefix": "", "offset": "x"}',
    badColumn: '{"prefix": "", "sortBy": {"column": "name; drop table x", "order": "asc"}}',
    badOrder: '{"prefix": "", "sortBy": {"column": "name", "order": "sideways"}}',
    traversalPrefix: '{"prefix": "../"}',
    brokenJson: '{"prefix": ',
  };
  for (const [label, body] of Object.entries(listBodies)) {
    json(`list ${label}`, 'POST', '/storage/v1/object/list/app-builds', 'storage', body, {
      Authorization: `Bearer ${userToken}`,
    });
  }
  for (const expiresIn of ['0', '-5', '"60"', '1.5', 'null', '99999999999']) {
    json(
      `sign expiresIn ${expiresIn}`,
      'POST',
      '/storage/v1/object/sign/app-builds/macos/Clipnest-3.6.0.zip',
      'storage',
      `{"expiresIn": ${expiresIn}}`,
      { Authorization: `Bearer ${userToken}` },
    );
  }
  out.push({
    name: 'signed get without token',
    method: 'GET',
    path: '/storage/v1/object/sign/app-builds/macos/Clipnest-3.6.0.zip',
    shape: 'storage',
    headers: {},
    rawHeaders: true,
  });
  out.push({
    name: 'signed get garbage token',
    method: 'GET',
    path: '/storage/v1/object/sign/app-builds/macos/Clipnest-3.6.0.zip?token=abc',
    shape: 'storage',
    headers: {},
    rawHeaders: true,
  });
  out.push({
    name: 'signed get with access token',
    method: 'GET',
    path: `/storage/v1/object/sign/app-builds/macos/Clipnest-3.6.0.zip?token=${userToken}`,
    shape: 'storage',
    headers: {},
    rawHeaders: true,
  });
  out.push({
    name: 'public route on private bucket',
    method: 'GET',
    path: '/storage/v1/object/public/app-builds/macos/Clipnest-3.6.0.zip',
    shape: 'storage',
    headers: {},
    rawHeaders: true,
  });
  json('bucket create by user', 'POST', '/storage/v1/bucket', 'storage', '{"name":"mine"}', {
    Authorization: `Bearer ${userToken}`,
  });
  json('bucket create bad name', 'POST', '/storage/v1/bucket', 'storage', '{"name":"../x"}', {
    Authorization: `Bearer ${userToken}`,
  });
  json('bucket empty by user', 'POST', '/storage/v1/bucket/app-builds/empty', 'storage', '', {
    Authorization: `Bearer ${userToken}`,
  });
  out.push({
    name: 'bucket delete by user',
    method: 'DELETE',
    path: '/storage/v1/bucket/app-builds',
    shape: 'storage',
    headers: { Authorization: `Bearer ${userToken}` },
  });
  out.push({
    name: 'object delete by user',
    method: 'DELETE',
    path: '/storage/v1/object/app-builds/macos/Clipnest-3.6.0.zip',
    shape: 'storage',
    headers: { Authorization: `Bearer ${userToken}` },
  });
  json('bulk delete bad body', 'DELETE', '/storage/v1/object/app-builds', 'storage', '{"prefixes": "all"}', {
    Authorization: `Bearer ${userToken}`,
  });
  out.push({
    name: 'upload broken multipart',
    method: 'POST',
    path: '/storage/v1/object/app-builds/macos/x.zip',
    shape: 'storage',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'multipart/form-data; boundary=zzz',
    },
    body: '--zzz\r\nbroken',
    rawHeaders: true,
  });
  out.push({
    name: 'upload too large',
    method: 'POST',
    path: '/storage/v1/object/app-builds/macos/x.zip',
    shape: 'storage',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/zip',
    },
    body: new Uint8Array(1536 * 1024),
    rawHeaders: true,
  });

  // Unknown routes and wrong methods.
  out.push({ name: 'unknown root route', method: 'GET', path: '/wp-admin', shape: 'gateway' });
  out.push({
    name: 'unknown auth route',
    method: 'POST',
    path: '/auth/v1/admin/users',
    shape: 'auth',
    body: '{}',
  });
  out.push({ name: 'unknown storage route', method: 'GET', path: '/storage/v1/nope', shape: 'storage' });
  out.push({ name: 'GET signup', method: 'GET', path: '/auth/v1/signup', shape: 'auth' });
  out.push({ name: 'DELETE token', method: 'DELETE', path: '/auth/v1/token', shape: 'auth' });
  out.push({ name: 'PATCH user', method: 'PATCH', path: '/auth/v1/user', shape: 'auth', body: '{}' });
  out.push({
    name: 'PUT rpc',
    method: 'PUT',
    path: '/rest/v1/rpc/get_latest_file',
    shape: 'rest',
    body: '{}',
  });
  out.push({
    name: 'DELETE rpc',
    method: 'DELETE',
    path: '/rest/v1/rpc/increment_download_count',
    shape: 'rest',
  });
  out.push({
    name: 'PATCH list',
    method: 'PATCH',
    path: '/storage/v1/object/list/app-builds',
    shape: 'storage',
    body: '{}',
  });
  return out;
}

async function snapshot(): Promise<Record<string, unknown>> {
  const tables = [
    'auth.users',
    'auth.identities',
    'auth.sessions',
    'auth.refresh_tokens',
    'auth.one_time_tokens',
    'auth.flow_state',
    'storage.buckets',
    'storage.objects',
    'public.app_files',
    'local_backend.mail_messages',
  ];
  const out: Record<string, unknown> = {};
  for (const t of tables) {
    const [row] = await backend.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as digest from ${t} x`,
    );
    out[t] = row;
  }
  return out;
}

function checkShape(shape: Shape, body: unknown, name: string): void {
  expect(body, name).toBeTypeOf('object');
  const b = body as Record<string, unknown>;
  if (shape === 'auth') {
    // 2024-01-01 format ({code, message}); a few OAuth-style paths use {error, error_description}.
    if ('error' in b) expect(typeof b.error_description, name).toBe('string');
    else {
      expect(typeof b.code, name).toBe('string');
      expect(typeof b.message, name).toBe('string');
    }
  } else if (shape === 'rest') {
    expect(Object.keys(b).sort(), name).toEqual(['code', 'details', 'hint', 'message']);
    expect(typeof b.code, name).toBe('string');
  } else if (shape === 'storage') {
    expect(Object.keys(b).sort(), name).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(typeof b.statusCode, name).toBe('string');
    expect(Number(b.statusCode), name).toBeGreaterThanOrEqual(400);
    expect(Number(b.statusCode), name).toBeLessThan(500);
  } else {
    expect(typeof b.message, name).toBe('string');
  }
}

it('at least 100 malformed requests each get a documented 4xx and change nothing', async () => {
  const list = cases();
  expect(list.length).toBeGreaterThanOrEqual(100);
  const before = await snapshot();
  for (const c of list) {
    const headers = c.rawHeaders
      ? (c.headers ?? {})
      : {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'X-Supabase-Api-Version': '2024-01-01',
          'Content-Type': 'application/json',
          ...c.headers,
        };
    const res = await fetch(`${backend.apiUrl}${c.path}`, {
      method: c.method,
      headers,
      body: c.body === undefined || c.body === '' ? undefined : c.body,
    });
    const text = await res.text();
    expect(res.status, `${c.name}: ${text}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${c.name}: ${text}`).toBeLessThan(500);
    expect(text, c.name).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|Error: /);
    checkShape(c.shape, JSON.parse(text), c.name);
  }
  expect(await snapshot()).toEqual(before);
  expect(backend.logs.filter((l) => l.includes('internal error'))).toEqual([]);

  // Still answering normally.
  const sb = client(backend);
  expect((await sb.rpc('get_latest_file')).status).toBe(200);
  expect((await sb.auth.signInWithPassword({ email: verifiedEmail, password: PASSWORD })).error).toBeNull();
  const refreshed = await client(backend).auth.refreshSession({ refresh_token: userRefresh });
  expect(refreshed.error).toBeNull();
});

it('a verify link with garbage answers with a redirect carrying the error, never an error page', async () => {
  for (const query of [
    '',
    'token=',
    'type=signup',
    'token=x&type=bogus',
    'token=x&type=signup&redirect_to=javascript:alert(1)',
    'token=%ZZ&type=signup',
  ]) {
    const res = await fetch(`${backend.apiUrl}/auth/v1/verify?${query}`, { redirect: 'manual' });
    expect(res.status, query).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('http://127.0.0.1:5173#'), query).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('error_code'), query).toMatch(
      /^(validation_failed|otp_expired)$/,
    );
  }
});

interface AnyCase {
  name: string;
  server: 'api' | 'mailbox';
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Values of the wrong type, or too big, for any JSON field. */
const ODD_VALUES: [string, unknown][] = [
  ['null', null],
  ['number', 12345],
  ['huge number', 1e308],
  ['negative', -1],
  ['boolean', true],
  ['array', ['a', 'b']],
  ['object', { nested: { deeper: 1 } }],
  ['empty string', ''],
  ['long string', 'x'.repeat(60_000)],
  ['control characters', 'a\u0000b\u0007c\r\nd'],
  ['lone surrogate', '\ud800'],
];

/** Bodies that are not the JSON object the endpoint wants. */
const BAD_BODIES: [string, string][] = [
  ['truncated JSON', '{"email":"a@b.c",'],
  ['not JSON', 'email=a@b.c&password=x'],
  ['JSON array', '[1,2,3]'],
  ['JSON string', '"hello"'],
  ['JSON number', '42'],
  ['JSON null', 'null'],
  ['duplicate keys', '{"email":"a@b.c","email":{"x":1}}'],
  ['invalid UTF-8', '\u00ff\u00fe{'],
  ['too big', `{"pad":"${'x'.repeat(70 * 1024)}"}`],
  ['too deep', '['.repeat(5000) + ']'.repeat(5000)],
];

function tokens(): [string, string][] {
  const now = Math.floor(Date.now() / 1000);
  return [
    ['garbage', 'garbage'],
    ['three dots', '...'],
    ['bad base64', '%%%.%%%.%%%'],
    ['wrong secret', signJwt({ role: 'service_role', iat: now, exp: now + 60 }, 'not-the-secret')],
    ['expired', signJwt({ role: 'anon', iat: now - 120, exp: now - 60 }, backend.jwtSecret)],
    [
      'sub not a uuid',
      signJwt({ role: 'authenticated', sub: 'x', iat: now, exp: now + 60 }, backend.jwtSecret),
    ],
    ['unknown role', signJwt({ role: 'supabase_admin', iat: now, exp: now + 60 }, backend.jwtSecret)],
    ['role as number', signJwt({ role: 7, iat: now, exp: now + 60 }, backend.jwtSecret)],
    ['exp as string', signJwt({ role: 'anon', iat: now, exp: 'tomorrow' }, backend.jwtSecret)],
    ['huge token', 'a'.repeat(7000)],
  ];
}

function anyCases(): AnyCase[] {
  const out: AnyCase[] = [];
  const api = (
    name: string,
    method: string,
    path: string,
    body?: string,
    headers?: Record<string, string>,
  ): void =>
    void out.push({
      name,
      server: 'api',
      method,
      path,
      body,
      headers: { ...authHeaders(backend), ...headers },
    });

  // Auth: each JSON endpoint with bad bodies and each field with odd values.
  const authPosts = [
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/recover',
    '/auth/v1/resend',
    '/auth/v1/verify',
  ];
  for (const path of authPosts)
    for (const [what, body] of BAD_BODIES) api(`${path}: ${what}`, 'POST', path, body);
  for (const [field, base] of [
    ['email', { password: PASSWORD }],
    ['password', { email: 'odd@example.com' }],
    ['data', { email: 'odd2@example.com', password: PASSWORD }],
  ] as const) {
    for (const [what, value] of ODD_VALUES)
      api(`signup ${field}: ${what}`, 'POST', '/auth/v1/signup', JSON.stringify({ ...base, [field]: value }));
  }
  for (const [what, value] of ODD_VALUES) {
    api(
      `refresh_token: ${what}`,
      'POST',
      '/auth/v1/token?grant_type=refresh_token',
      JSON.stringify({ refresh_token: value }),
    );
    api(
      `verify token_hash: ${what}`,
      'POST',
      '/auth/v1/verify',
      JSON.stringify({ type: 'signup', token_hash: value }),
    );
  }
  for (const grant of ['', 'unknown', 'password&grant_type=refresh_token', '%00', 'pkce'])
    api(`grant_type=${grant}`, 'POST', `/auth/v1/token?grant_type=${grant}`, '{}');
  for (const [what, token] of tokens()) {
    api(`GET /user with ${what} token`, 'GET', '/auth/v1/user', undefined, {
      Authorization: `Bearer ${token}`,
    });
    api(`PUT /user with ${what} token`, 'PUT', '/auth/v1/user', '{"data":{}}', {
      Authorization: `Bearer ${token}`,
    });
    api(`logout with ${what} token`, 'POST', '/auth/v1/logout', undefined, {
      Authorization: `Bearer ${token}`,
    });
  }
  for (const query of [
    'token=&type=signup',
    'type=nonsense&token=x',
    'token=x&type=signup&redirect_to=%ZZ',
    'redirect_to=javascript:alert(1)&token=x&type=recovery',
    'token=%00&type=signup',
  ])
    api(`GET /verify?${query}`, 'GET', `/auth/v1/verify?${query}`);
  for (const method of ['PATCH', 'DELETE', 'PUT', 'OPTIONS', 'HEAD'])
    api(
      `${method} /auth/v1/signup`,
      method,
      '/auth/v1/signup',
      method === 'HEAD' || method === 'OPTIONS' ? undefined : '{}',
    );

  // RPC: bad bodies, odd arguments, unknown functions, odd methods and Prefer/Accept headers.
  for (const [what, body] of BAD_BODIES)
    api(`rpc get_latest_file: ${what}`, 'POST', '/rest/v1/rpc/get_latest_file', body);
  for (const [what, value] of ODD_VALUES)
    api(
      `rpc increment_download_count file_id: ${what}`,
      'POST',
      '/rest/v1/rpc/increment_download_count',
      JSON.stringify({ file_id: value }),
    );
  for (const fn of ['nope', 'pg_sleep', '%00', 'a'.repeat(300), 'get_latest_file%20', 'set_config'])
    api(`rpc ${fn.slice(0, 20)}`, 'POST', `/rest/v1/rpc/${fn}`, '{}');
  for (const [header, value] of [
    ['Accept', 'application/vnd.pgrst.object+json'],
    ['Accept', 'text/csv'],
    ['Accept', '*/*;q=nonsense'],
    ['Prefer', 'params=single-object'],
    ['Prefer', 'count=exact, tx=rollback'],
    ['Content-Type', 'text/plain'],
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ['Content-Profile', 'auth'],
    ['Accept-Profile', 'storage'],
  ] as [string, string][])
    api(`rpc with ${header}: ${value}`, 'POST', '/rest/v1/rpc/get_latest_file', '{}', { [header]: value });
  for (const query of ['select=*', 'select=%28', 'limit=-1', 'limit=1e400', 'order=id.desc', 'file_id=eq.x'])
    api(`GET rpc?${query}`, 'GET', `/rest/v1/rpc/get_latest_file?${query}`);
  for (const method of ['PUT', 'PATCH', 'DELETE'])
    api(`${method} rpc`, method, '/rest/v1/rpc/get_latest_file', '{}');

  // Storage: bad JSON, bad paths, bad tokens, bad multipart.
  for (const [what, body] of BAD_BODIES.slice(0, 7)) {
    api(`list: ${what}`, 'POST', '/storage/v1/object/list/app-builds', body);
    api(`sign: ${what}`, 'POST', '/storage/v1/object/sign/app-builds/x.zip', body);
  }
  for (const [what, value] of ODD_VALUES.slice(0, 8)) {
    api(
      `list limit: ${what}`,
      'POST',
      '/storage/v1/object/list/app-builds',
      JSON.stringify({ prefix: '', limit: value }),
    );
    api(
      `sign expiresIn: ${what}`,
      'POST',
      '/storage/v1/object/sign/app-builds/x.zip',
      JSON.stringify({ expiresIn: value }),
    );
  }
  for (const path of [
    '%ZZ/x',
    'app-builds/%ZZ',
    'app-builds/a%00b',
    `app-builds/${'a'.repeat(2000)}`,
    'app-builds/a//b',
    'no such bucket/x',
    '',
  ])
    api(`download ${path.slice(0, 30)}`, 'GET', `/storage/v1/object/${path}`);
  for (const query of ['', 'token=', 'token=garbage', 'token=a.b.c&download=%ZZ'])
    api(`signed GET ?${query}`, 'GET', `/storage/v1/object/sign/app-builds/x.zip?${query}`);
  for (const range of ['bytes=', 'bytes=9-1', 'bytes=99999999999999999999-', 'items=0-1', 'bytes=0-1,2-3'])
    api(`Range ${range}`, 'GET', '/storage/v1/object/public/app-builds/x.zip', undefined, { Range: range });
  const service = { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` };
  const multipart: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n'],
    [
      'wrong boundary',
      'multipart/form-data; boundary=abc',
      '--xyz\r\nContent-Disposition: form-data; name=""; filename="b"\r\n\r\nhi\r\n--xyz--',
    ],
    [
      'no file part',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--b--\r\n',
    ],
    [
      'truncated file part',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name=""; filename="b"\r\n\r\nhalf a file',
    ],
    ['header without colon', 'multipart/form-data; boundary=b', '--b\r\nnonsense\r\n\r\nx\r\n--b--'],
    [
      'not form-data',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: attachment; filename="x"\r\n\r\nx\r\n--b--',
    ],
    [
      'bad metadata',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n{nope\r\n--b\r\nContent-Disposition: form-data; name=""; filename="b"\r\n\r\nx\r\n--b--\r\n',
    ],
    ['empty body', 'multipart/form-data; boundary=b', ''],
    ['multipart/mixed', 'multipart/mixed; boundary=b', '--b\r\n\r\nx\r\n--b--'],
    [
      'huge part header',
      'multipart/form-data; boundary=b',
      `--b\r\nX-Pad: ${'p'.repeat(70 * 1024)}\r\n\r\nx\r\n--b--`,
    ],
  ];
  for (const [what, type, body] of multipart)
    api(`upload, multipart ${what}`, 'POST', `/storage/v1/object/app-builds/bad/${out.length}.bin`, body, {
      ...service,
      'Content-Type': type,
    });
  api('upload, raw with bad x-metadata', 'POST', '/storage/v1/object/app-builds/bad/meta.bin', 'x', {
    ...service,
    'Content-Type': 'text/plain',
    'x-metadata': '%%%',
  });
  api(
    'upload, Content-Length over the limit',
    'POST',
    '/storage/v1/object/app-builds/bad/big.bin',
    'x'.repeat(1024 * 1024 + 10),
    { ...service, 'Content-Type': 'application/octet-stream' },
  );
  for (const [what, token] of tokens().slice(0, 6))
    api(`upload with ${what} token`, 'POST', '/storage/v1/object/app-builds/bad/t.bin', 'x', {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'text/plain',
    });
  for (const [what, body] of [
    ['bucket name wrong type', '{"name":42}'],
    ['file_size_limit nonsense', '{"name":"ok-bucket","file_size_limit":"lots"}'],
    ['mime types not an array', '{"name":"ok-bucket2","allowed_mime_types":"image/*"}'],
    ['public as string', '{"name":"ok-bucket3","public":"yes"}'],
  ])
    api(`create bucket: ${what}`, 'POST', '/storage/v1/bucket', body, service);
  api(
    'delete objects: prefixes not an array',
    'DELETE',
    '/storage/v1/object/app-builds',
    '{"prefixes":"a"}',
    service,
  );

  // Mailbox: bad paging, ids and methods.
  const mailbox = (name: string, method: string, path: string): void =>
    void out.push({ name, server: 'mailbox', method, path });
  for (const q of [
    'start=-1',
    'start=abc',
    'start=1e400',
    'limit=0',
    'limit=99999999999',
    'limit=1.5',
    'start=%00',
    'limit=&start=',
  ])
    mailbox(`messages?${q}`, 'GET', `/api/v1/messages?${q}`);
  for (const q of [
    'query=',
    'query=to:',
    `query=${'a'.repeat(5000)}`,
    'query=%ZZ',
    'query=to:%00',
    'query=subject:"unclosed',
  ])
    mailbox(`search?${q.slice(0, 30)}`, 'GET', `/api/v1/search?${q}`);
  for (const id of ['nope', '%00', 'a'.repeat(500), '-1', '1e400', '..%2f'])
    mailbox(`message/${id.slice(0, 20)}`, 'GET', `/api/v1/message/${id}`);
  for (const id of ['nope', '%ZZ']) mailbox(`view/${id}`, 'GET', `/view/${id}`);
  mailbox('message/latest?query with NUL', 'GET', '/api/v1/message/latest?query=to:%00');
  for (const method of ['POST', 'PUT', 'PATCH']) mailbox(`${method} messages`, method, '/api/v1/messages');
  return out;
}

/** Requests whose header bytes fetch would refuse or rewrite, sent on raw sockets. */
const RAW: [string, 'api' | 'mailbox', string][] = [
  ['header without a colon', 'api', 'GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nnonsense\r\n\r\n'],
  [
    'header name with a space',
    'api',
    'GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Name: x\r\n\r\n',
  ],
  [
    'two Content-Lengths',
    'api',
    'POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
  ],
  [
    'Content-Length not a number',
    'api',
    'POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: lots\r\n\r\n{}',
  ],
  [
    'bad chunk size',
    'api',
    'POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  ],
  [
    'chunked and Content-Length',
    'api',
    'POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
  ],
  ['unknown method', 'api', 'BREW /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['HTTP/2.0 request line', 'api', 'GET /auth/v1/health HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n'],
  ['NUL in the path', 'api', 'GET /auth/v1/he\u0000alth HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  [
    'apikey with a non-ASCII byte',
    'api',
    'GET /rest/v1/rpc/get_latest_file HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: \u00e9\u00e9\r\n\r\n',
  ],
  [
    'huge header',
    'api',
    `GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`,
  ],
  [
    'obsolete line folding',
    'mailbox',
    'GET /api/v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\r\n b\r\n\r\n',
  ],
  ['mailbox with an unknown method', 'mailbox', 'BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['mailbox with a bad Host', 'mailbox', 'GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n'],
];

function rawStatus(url: string, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(request, 'latin1'));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (d: Buffer) => {
      text += d.toString('latin1');
      if (/^HTTP\/1\.[01] \d{3}/.test(text)) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)));
  });
}

it('at least 150 malformed requests across auth, RPC, storage and the mailbox never get a 5xx', async () => {
  const all = anyCases();
  expect(all.length + RAW.length).toBeGreaterThanOrEqual(150);
  const failures: string[] = [];
  for (const c of all) {
    const base = c.server === 'api' ? backend.apiUrl : backend.mailboxUrl;
    const res = await fetch(`${base}${c.path}`, {
      method: c.method,
      headers: c.headers,
      body: c.body,
      redirect: 'manual',
    });
    await res.arrayBuffer();
    if (res.status >= 500 || res.status < 200) failures.push(`${c.name}: ${res.status}`);
  }
  for (const [name, server, request] of RAW) {
    const status = await rawStatus(server === 'api' ? backend.apiUrl : backend.mailboxUrl, request);
    if (!(status >= 200 && status < 500)) failures.push(`raw ${name}: ${status}`);
  }
  expect(failures).toEqual([]);
  expect(backend.logs.filter((l) => l.startsWith('internal error'))).toEqual([]);

  // Still healthy: a normal sign-up and RPC.
  const signup = await fetch(`${backend.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: authHeaders(backend),
    body: JSON.stringify({ email: uniqueEmail('after'), password: PASSWORD }),
  });
  expect(signup.status).toBe(200);
  const rpc = await fetch(`${backend.apiUrl}/rest/v1/rpc/get_latest_file`, {
    method: 'POST',
    headers: authHeaders(backend),
    body: '{}',
  });
  expect(rpc.status).toBe(200);
  expect(((await rpc.json()) as unknown[]).length).toBeGreaterThan(0);
});

/** `{"a":{"a":…}}` nested `depth` levels, with `leaf` innermost. */
function nested(depth: number, leaf = '1'): string {
  return '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

describe('deeply nested JSON is a 400, never a 500', () => {
  // A backend with the default body limit: these bodies are deep, not merely large.
  let backend: TestBackend;
  let userToken: string;
  beforeAll(async () => {
    ({ backend, token: userToken } = await startWithVerifiedUser());
  });
  afterAll(async () => {
    await backend.dispose();
  });

  const deep = (): string =>
    `{"email":"${uniqueEmail('deep')}","password":"${PASSWORD}","data":${nested(40_000)}}`;

  it('POST /auth/v1/signup', async () => {
    const res = await fetch(`${backend.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(backend),
      body: deep(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    // Modest nesting still works (user_metadata may hold nested objects).
    const ok = await fetch(`${backend.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(backend),
      body: `{"email":"${uniqueEmail('nested')}","password":"${PASSWORD}","data":${nested(20)}}`,
    });
    expect(ok.status).toBe(200);
  });

  it('PUT /auth/v1/user', async () => {
    const res = await fetch(`${backend.apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: authHeaders(backend, userToken),
      body: `{"data":${nested(40_000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    const arrays = await fetch(`${backend.apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: authHeaders(backend, userToken),
      body: `{"data":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    });
    expect(arrays.status).toBe(400);
  });

  it('POST /rest/v1/rpc/*', async () => {
    for (const fn of ['get_latest_file', 'increment_download_count', 'no_such_function']) {
      const res = await fetch(`${backend.apiUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: authHeaders(backend, userToken),
        body: `{"x":${nested(40_000)}}`,
      });
      expect(res.status, fn).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    }
    expect(backend.logs.filter((l) => l.includes('internal error'))).toEqual([]);
    const health = await fetch(`${backend.apiUrl}/auth/v1/health`, { headers: authHeaders(backend) });
    expect(health.status).toBe(200);
  });
});
