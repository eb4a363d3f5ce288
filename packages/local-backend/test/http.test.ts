// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
// The HTTP layer in front of every service: raw request targets and Host names refused before
// routing (as JSON in a documented shape, with CORS headers, changing nothing), the requests the
// HTTP parser refuses, the API-key comparison, client disconnects, stalled bodies and connections,
// and the JWTs the gateway verifies. Raw sockets (raw-http.ts) where fetch would normalise the
// request.
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PATH } from '../src/db/seed.ts';
import { sameSecret } from '../src/http/gateway.ts';
import { signJwt, verifyJwt } from '../src/http/jwt.ts';
import {
  authHeaders,
  PASSWORD,
  startTestBackend,
  startWithVerifiedUser,
  type TestBackend,
  uniqueEmail,
} from './helpers.ts';
import { rawGet, type RawResponse, send } from './raw-http.ts';

let backend: TestBackend;
let token: string;

beforeAll(async () => {
  ({ backend, token } = await startWithVerifiedUser());
});
afterAll(async () => {
  await backend.dispose();
});

const apiPort = (): number => Number(new URL(backend.apiUrl).port);
const get = (target: string, headers: Record<string, string> = {}, version = '1.1'): string =>
  `GET ${target} HTTP/${version}\r\n${Object.entries({ Host: '127.0.0.1', ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}Connection: close\r\n\r\n`;

function expectJsonWithCors(res: RawResponse, status: number, body: unknown): void {
  expect(res.status, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['access-control-expose-headers']).toContain('X-Supabase-Api-Version');
  expect(JSON.parse(res.body)).toEqual(body);
}

describe('dot segments in the raw request target', () => {
  it('storage: refused with InvalidKey (HTTP 400), though the normalised path would be served', async () => {
    const auth = { apikey: backend.anonKey, Authorization: `Bearer ${token}` };
    // The path it would normalise to is a real, readable object.
    const normal = await send(apiPort(), get(`/storage/v1/object/app-builds/${SEED_PATH}`, auth));
    expect(normal.status).toBe(200);

    for (const [target, key] of [
      ['/storage/v1/object/app-builds/x/../macos/Clipnest-3.6.0.zip', 'x/../macos/Clipnest-3.6.0.zip'],
      ['/storage/v1/object/app-builds/macos/./Clipnest-3.6.0.zip', 'macos/./Clipnest-3.6.0.zip'],
      ['/storage/v1/object/app-builds/x/%2e%2E/macos/Clipnest-3.6.0.zip', 'x/../macos/Clipnest-3.6.0.zip'],
      [
        '/storage/v1/object/authenticated/app-builds/x/.%2e/macos/Clipnest-3.6.0.zip',
        'x/../macos/Clipnest-3.6.0.zip',
      ],
      ['/storage/v1/object/app-builds/macos/Clipnest-3.6.0.zip/..', 'macos/Clipnest-3.6.0.zip/..'],
      ['/storage/v1/object/app-builds/macos\\Clipnest-3.6.0.zip', 'macos\\Clipnest-3.6.0.zip'],
    ] as const) {
      expectJsonWithCors(await send(apiPort(), get(target, auth)), 400, {
        statusCode: '400',
        code: 'InvalidKey',
        error: 'Invalid Input',
        message: `Invalid key: ${key}`,
      });
    }
    // Signed URLs and uploads too (the method does not matter).
    const upload = await send(
      apiPort(),
      `POST /storage/v1/object/app-builds/x/../macos/evil.zip HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `apikey: ${backend.serviceRoleKey}\r\nAuthorization: Bearer ${backend.serviceRoleKey}\r\n` +
        `Content-Type: application/zip\r\nContent-Length: 2\r\n\r\nPK`,
    );
    expectJsonWithCors(upload, 400, {
      statusCode: '400',
      code: 'InvalidKey',
      error: 'Invalid Input',
      message: 'Invalid key: x/../macos/evil.zip',
    });
    const objects = await backend.query<{ name: string }>('select name from storage.objects order by name');
    expect(objects.map((o) => o.name)).toEqual([SEED_PATH]);
  });

  it('auth: 400 validation_failed (2024-01-01 body, or the legacy one without the header)', async () => {
    const modern = await send(
      apiPort(),
      get('/auth/v1/./settings', { apikey: backend.anonKey, 'X-Supabase-Api-Version': '2024-01-01' }),
    );
    expectJsonWithCors(modern, 400, {
      code: 'validation_failed',
      message: 'Bad request: "." segment in the request path',
    });
    expect(modern.headers['x-supabase-api-version']).toBe('2024-01-01');
    const legacy = await send(apiPort(), get('/auth/v1/x/../settings', { apikey: backend.anonKey }));
    expectJsonWithCors(legacy, 400, {
      code: 400,
      error_code: 'validation_failed',
      msg: 'Bad request: ".." segment in the request path',
    });
  });

  it('rest: 404 PGRST125; elsewhere and on the mailbox: the gateway shape', async () => {
    expectJsonWithCors(
      await send(apiPort(), get('/rest/v1/rpc/../rpc/get_latest_file', { apikey: backend.anonKey })),
      404,
      { code: 'PGRST125', details: null, hint: null, message: 'Invalid path specified in request URL' },
    );
    expectJsonWithCors(await send(apiPort(), get('/x/../auth/v1/health')), 400, {
      message: 'Bad request: ".." segment in the request path',
    });
    const mailboxPort = Number(new URL(backend.mailboxUrl).port);
    expectJsonWithCors(await send(mailboxPort, get('/api/v1/../v1/messages')), 400, {
      message: 'Bad request: ".." segment in the request path',
    });
  });

  it('dots that are not whole segments, and dots in the query, are fine', async () => {
    const health = await send(apiPort(), get('/auth/v1/health?next=/a/../b'));
    expect(health.status).toBe(200);
    const dotted = await send(
      apiPort(),
      get('/storage/v1/object/app-builds/macos/...zip', {
        apikey: backend.anonKey,
        Authorization: `Bearer ${token}`,
      }),
    );
    // An ordinary (missing) object: storage-api's NoSuchKey, not a refusal of the target.
    expect(JSON.parse(dotted.body)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('malformed requests', () => {
  const gateway = (message: string) => ({ message });

  it('bad, missing or repeated Host, and a target that is not a path: the gateway shape, 400', async () => {
    const cases: [string, string][] = [
      ['GET /auth/v1/health HTTP/1.1\r\nHost: bad host\r\n\r\n', 'Bad request: invalid Host header'],
      ['GET /auth/v1/health HTTP/1.1\r\nHost: a@b\r\n\r\n', 'Bad request: invalid Host header'],
      ['GET /auth/v1/health HTTP/1.1\r\nHost: 0x7f.1\r\n\r\n', 'Bad request: invalid Host header'],
      ['GET /auth/v1/health HTTP/1.1\r\nHost: localhost:99999\r\n\r\n', 'Bad request: invalid Host header'],
      ['GET /storage/v1/bucket HTTP/1.1\r\nHost: \r\n\r\n', 'Bad request: invalid Host header'],
      ['GET /auth/v1/health HTTP/1.1\r\n\r\n', 'Bad request: missing Host header'],
      [
        'GET /auth/v1/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
        'Bad request: more than one Host header',
      ],
      ['GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 'Bad request: the request target is not a path'],
      [
        'GET http://user@127.0.0.1/auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        'Bad request: invalid authority in the request target',
      ],
      ['GET http://a b/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 'Bad request: malformed HTTP request'],
    ];
    for (const [request, message] of cases) {
      expectJsonWithCors(await send(apiPort(), request), 400, gateway(message));
    }
  });

  it('requests the HTTP parser refuses: JSON in the gateway shape (400, 431), CONNECT 405', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['GARBAGE\r\n\r\n', 400, 'Bad request: malformed HTTP request'],
      ['GET /auth/v1/health HTTP/9.9\r\nHost: a\r\n\r\n', 400, 'Bad request: malformed HTTP request'],
      [
        'GET /auth/v1/health HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n',
        400,
        'Bad request: malformed HTTP request',
      ],
      [
        'POST /auth/v1/signup HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
        400,
        'Bad request: malformed HTTP request',
      ],
      [
        Buffer.concat([
          Buffer.from('GET /auth/v1/h'),
          Buffer.from([0xc3, 0xa9]),
          Buffer.from(' HTTP/1.1\r\nHost: a\r\n\r\n'),
        ]),
        400,
        'Bad request: malformed HTTP request',
      ],
      [
        `GET /auth/v1/health HTTP/1.1\r\nHost: a\r\nX: ${'y'.repeat(20_000)}\r\n\r\n`,
        431,
        'Bad request: request header fields too large',
      ],
      ['CONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: 127.0.0.1:5432\r\n\r\n', 405, 'Method not allowed: CONNECT'],
    ];
    for (const [request, status, message] of cases) {
      expectJsonWithCors(await send(apiPort(), request), status, gateway(message));
    }
  });

  it('well-formed edge cases still work: HTTP/1.0 without Host, absolute-form targets, IPv6 and upper-case hosts', async () => {
    for (const request of [
      'GET /auth/v1/health HTTP/1.0\r\n\r\n',
      `GET ${backend.apiUrl}/auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      get('/auth/v1/health', { Host: '[::1]:54321' }),
      get('/auth/v1/health', { Host: 'LOCALHOST' }),
    ]) {
      const res = await send(apiPort(), request);
      expect(res.status, request).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ name: 'GoTrue' });
    }
    // And the server answers normally afterwards.
    expect((await fetch(`${backend.apiUrl}/auth/v1/health`)).status).toBe(200);
    expect(backend.logs.filter((l) => l.includes('internal error'))).toEqual([]);
  });
});

describe('only loopback (and configured) Host names are answered', () => {
  const evil = [
    'evil.example',
    'evil.example:54324',
    '10.0.0.1',
    '127.0.0.1.nip.io',
    'localhost.evil.example',
  ];

  it('the mailbox refuses a DNS-rebinding Host on every page, and answers loopback names', async () => {
    for (const host of evil) {
      for (const target of ['/api/v1/messages', '/api/v1/message/latest', '/']) {
        const res = await send(backend.mailboxUrl, rawGet(target, host));
        expect(res.status, `${host} ${target}`).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ message: 'Bad request: host not allowed' });
        expect(res.body).not.toContain('verify');
      }
    }
    // The absolute form's authority counts as the Host.
    const absolute = await send(
      backend.mailboxUrl,
      'GET http://evil.example/api/v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe(400);
    for (const host of [
      '127.0.0.1',
      `127.0.0.1:${new URL(backend.mailboxUrl).port}`,
      'localhost:1',
      'LOCALHOST',
      '[::1]:8',
      '127.1.2.3',
    ]) {
      const res = await send(backend.mailboxUrl, rawGet('/api/v1/messages', host));
      expect(res.status, host).toBe(200);
    }
    // HTTP/1.0 without Host is no browser: still answered.
    expect((await send(backend.mailboxUrl, rawGet('/api/v1/messages', null, '1.0'))).status).toBe(200);
  });

  it('the API refuses them too by default; fetch to 127.0.0.1 (the site and its e2e harness) works', async () => {
    for (const host of evil) {
      const res = await send(backend.apiUrl, rawGet('/auth/v1/health', host));
      expect(res.status, host).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ message: 'Bad request: host not allowed' });
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await send(backend.apiUrl, rawGet('/auth/v1/health', 'localhost'))).status).toBe(200);
    expect((await fetch(`${backend.apiUrl}/auth/v1/health`)).status).toBe(200);
    const localhostUrl = backend.apiUrl.replace('127.0.0.1', 'localhost');
    expect((await fetch(`${localhostUrl}/auth/v1/health`)).status).toBe(200);
  });

  it('configured: extra host names on both servers; apiAnyHost opens the API only', async () => {
    const other = await startTestBackend({ allowedHosts: ['Dev.Example'], apiAnyHost: true });
    try {
      expect((await send(other.mailboxUrl, rawGet('/api/v1/messages', 'dev.example:80'))).status).toBe(200);
      expect((await send(other.mailboxUrl, rawGet('/api/v1/messages', 'evil.example'))).status).toBe(400);
      expect((await send(other.apiUrl, rawGet('/auth/v1/health', 'evil.example'))).status).toBe(200);
    } finally {
      await other.dispose();
    }
    const env = await startTestBackend({
      env: { LOCAL_BACKEND_ALLOWED_HOSTS: 'a.example, b.example' },
    });
    try {
      expect((await send(env.apiUrl, rawGet('/auth/v1/health', 'b.example'))).status).toBe(200);
      expect((await send(env.apiUrl, rawGet('/auth/v1/health', 'c.example'))).status).toBe(400);
    } finally {
      await env.dispose();
    }
  });
});

describe('API keys, client disconnects and HTTP/0.9', () => {
  it('apikey: compared in constant time (hashed, timingSafeEqual), same answers as before', async () => {
    expect(sameSecret(backend.anonKey, backend.anonKey)).toBe(true);
    expect(sameSecret(`${backend.anonKey.slice(0, -1)}x`, backend.anonKey)).toBe(false);
    expect(sameSecret(backend.anonKey.slice(0, -1), backend.anonKey)).toBe(false);
    expect(sameSecret('', backend.anonKey)).toBe(false);
    for (const [key, status] of [
      [backend.anonKey, 200],
      [backend.serviceRoleKey, 200],
      [`${backend.anonKey}x`, 401],
      [backend.anonKey.slice(0, -1), 401],
    ] as const) {
      const res = await fetch(`${backend.apiUrl}/auth/v1/settings`, { headers: { apikey: key } });
      expect(res.status).toBe(status);
    }
  });

  it('a client that disconnects mid-body is logged as a disconnect, not as an internal error', async () => {
    const before = backend.logs.length;
    for (const path of [
      '/auth/v1/signup',
      '/rest/v1/rpc/get_latest_file',
      '/storage/v1/object/app-builds/macos/cut.zip',
    ]) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(new URL(backend.apiUrl).port), '127.0.0.1', () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.serviceRoleKey}\r\n` +
              `Authorization: Bearer ${backend.serviceRoleKey}\r\nContent-Type: application/json\r\n` +
              `Content-Length: 100000\r\n\r\n{"email":"`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 300);
        });
        socket.on('error', reject);
      });
    }
    await sleep(500);
    const logs = backend.logs.slice(before);
    expect(logs.filter((l) => l.includes('internal error'))).toEqual([]);
    expect(logs.filter((l) => l.startsWith('client disconnected')).length).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${backend.apiUrl}/auth/v1/health`)).status).toBe(200);
  });

  it('a bare HTTP/0.9 request line is answered and closed at once, not held', async () => {
    for (const url of [backend.apiUrl, backend.mailboxUrl]) {
      for (const line of ['GET /\r\n', 'GET /auth/v1/health\n', 'POST /api/v1/messages\r\n']) {
        const started = Date.now();
        const res = await send(url, line, 4000);
        expect(res.closedBy, line).toBe('server');
        expect(Date.now() - started).toBeLessThan(2000);
        expect(res.status).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ message: 'Bad request: malformed HTTP request' });
      }
    }
    // Requests sent a byte at a time, and pipelined ones, still work.
    const slow = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(backend.apiUrl).port), '127.0.0.1', async () => {
        for (const ch of rawGet('/auth/v1/health', '127.0.0.1')) {
          socket.write(ch);
          await sleep(1);
        }
      });
      let out = '';
      socket.on('data', (d: Buffer) => (out += d.toString()));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
    expect(slow).toMatch(/^HTTP\/1\.1 200 /);
    const pipelined = await send(
      backend.apiUrl,
      'GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' + rawGet('/auth/v1/health', '127.0.0.1'),
    );
    expect(pipelined.status).toBe(200);
    expect(pipelined.body.match(/HTTP\/1\.1 200/g)?.length).toBe(1); // the second answer, after the first body
  });
});

describe('stalled request bodies time out', () => {
  it('a connection that stops mid-body is closed after the idle timeout; a slow but steady one is not', async () => {
    const own = await startTestBackend({ idleTimeout: 1 });
    try {
      const head =
        `POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${own.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"`;
      const started = Date.now();
      const stalled = await send(own.apiUrl, head, 6000);
      expect(stalled.closedBy).toBe('server');
      expect(Date.now() - started).toBeLessThan(4000);
      // A body that keeps coming (a byte every 300 ms) is still read to the end.
      const email = uniqueEmail('steady');
      const body = JSON.stringify({ email, password: PASSWORD });
      const steady = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(own.apiUrl).port), '127.0.0.1', async () => {
          socket.write(
            `POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${own.anonKey}\r\n` +
              `Content-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          for (let i = 0; i < body.length; i += Math.ceil(body.length / 8)) {
            await sleep(300);
            socket.write(body.slice(i, i + Math.ceil(body.length / 8)));
          }
        });
        let out = '';
        socket.on('data', (d: Buffer) => (out += d.toString()));
        socket.on('close', () => resolve(out));
        socket.on('error', reject);
      });
      expect(steady).toMatch(/^HTTP\/1\.1 200 /);
      // A whole request that waits for the database longer than the idle timeout is not cut.
      const busy = own.query('select pg_sleep(2.5)');
      const waited = await fetch(`${own.apiUrl}/rest/v1/rpc/get_latest_file`, {
        method: 'POST',
        headers: authHeaders(own),
        body: '{}',
      });
      expect(waited.status).toBe(200);
      await busy;
      expect(own.logs.filter((l) => l.includes('internal error'))).toEqual([]);
    } finally {
      await own.dispose();
    }
  });
});

/** Opens `count` connections that send half a request header and then nothing. */
async function stalledFlood(url: string, count: number): Promise<Socket[]> {
  const port = Number(new URL(url).port);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const s = connect(port, '127.0.0.1', () => {
            s.write('POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le');
            resolve(s);
          });
          s.on('error', () => resolve(s));
          s.resume(); // reads what the server sends, so its refusals and closes are seen
        }),
    ),
  );
  return sockets;
}

describe('stalled connections cannot starve real clients', () => {
  it('with 1,000 stalled connections open, a new sign-up is still answered', async () => {
    const own = await startTestBackend({ maxConnectionsPerClient: 200, maxConnections: 300 });
    let flood: Socket[] = [];
    try {
      flood = await stalledFlood(own.apiUrl, 1000);
      await sleep(3000); // they are now stalled: silent for more than a second
      const more = await stalledFlood(own.apiUrl, 100); // still arriving
      flood.push(...more);
      const res = await fetch(`${own.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: authHeaders(own),
        body: JSON.stringify({ email: `flood-${Date.now()}@example.com`, password: 'correct-horse-1' }),
        signal: AbortSignal.timeout(15_000),
      });
      expect(res.status).toBe(200);
      // The server holds at most its cap of connections from this address.
      await sleep(200);
      expect(flood.filter((s) => !s.destroyed && s.readyState === 'open').length).toBeLessThanOrEqual(200);
      // The mailbox is served by its own listener with its own caps.
      expect((await fetch(`${own.mailboxUrl}/api/v1/messages`)).status).toBe(200);
    } finally {
      for (const s of flood) s.destroy();
      await own.dispose();
    }
  });
});

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
