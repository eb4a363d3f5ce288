// Findings of the independent audit (issue 15), each reproduced here: private data directory,
// deeply nested JSON, control characters in redirect_to, mailbox paging, Host allow-list, and the
// smaller ones (apikey compare, client disconnects, HTTP/0.9). Raw sockets where fetch would
// normalise the request.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  CALLBACK,
  client,
  copyTemplate,
  DEFAULT_TEMPLATES,
  followLink,
  latestLink,
  PASSWORD,
  SITE_URL,
  startTestBackend,
  uniqueEmail,
  verifiedUser,
  verifyLinkFor,
  type TestBackend,
} from './helpers.ts';
import { sameSecret } from '../src/http/gateway.ts';

let backend: TestBackend;
let userToken: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const { sb } = await verifiedUser(backend);
  userToken = (await sb.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await backend.dispose();
});

/** `{"a":{"a":…}}` nested `depth` levels, with `leaf` innermost. */
function nested(depth: number, leaf = '1'): string {
  return '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` byte for byte and reads until the server closes (or `waitMs` pass). */
function send(
  url: string,
  request: string | Buffer,
  waitMs = 5000,
): Promise<RawResponse & { closedBy: 'server' | 'timeout' }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let closedBy: 'server' | 'timeout' = 'server';
    const socket = connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(request));
    const timer = setTimeout(() => {
      closedBy = 'timeout';
      socket.destroy();
    }, waitMs);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, Math.max(split, 0)).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
        closedBy,
      });
    });
  });
}

const rawGet = (target: string, host: string | null, version = '1.1'): string =>
  `GET ${target} HTTP/${version}\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`;

/** Every folder and file under `dir` (itself included) with its permission bits. */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: dir, dir: true, mode: lstatSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modes(path));
    else if (entry.isFile()) out.push({ path, dir: false, mode: lstatSync(path).mode & 0o777 });
  }
  return out;
}

function loosen(dir: string): void {
  for (const entry of modes(dir)) chmodSync(entry.path, entry.dir ? 0o777 : 0o666);
}

const octal = (n: number): string => `0${n.toString(8)}`;

describe('finding 1: the data directory is private to its owner', () => {
  it('fixes up a world-readable directory from an earlier version, and keeps new files private', async () => {
    const dataDir = copyTemplate();
    loosen(dataDir);
    expect(modes(dataDir).filter((e) => e.mode === 0o666).length).toBeGreaterThan(100);
    const own = await startTestBackend({ dataDir });
    try {
      // While running: nobody else can even enter the folder.
      expect(octal(lstatSync(dataDir).mode & 0o777)).toBe('0700');
      expect(octal(lstatSync(join(dataDir, 'pgdata')).mode & 0o777)).toBe('0700');
      // Writes: a sign-up (WAL, mail) and an upload (object bytes).
      const res = await fetch(`${own.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: authHeaders(own),
        body: JSON.stringify({ email: uniqueEmail('private'), password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      const up = await fetch(`${own.apiUrl}/storage/v1/object/app-builds/private/x.zip`, {
        method: 'POST',
        headers: {
          apikey: own.serviceRoleKey,
          Authorization: `Bearer ${own.serviceRoleKey}`,
          'Content-Type': 'application/zip',
        },
        body: new Uint8Array(1024),
      });
      expect(up.status).toBe(200);
      const storage = modes(join(dataDir, 'storage')).filter((e) => !e.dir);
      expect(storage.length).toBeGreaterThan(1);
      expect(storage.filter((e) => e.mode !== 0o600)).toEqual([]);
    } finally {
      await own.stop();
    }
    const loose = modes(dataDir).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
    expect(loose.map((e) => `${octal(e.mode)} ${e.path}`)).toEqual([]);
    await own.dispose();
  });

  it('creates a new data directory private from the start', async () => {
    const dataDir = join(copyTemplate(), '..', 'fresh');
    const own = await startTestBackend({ dataDir });
    try {
      expect(octal(lstatSync(dataDir).mode & 0o777)).toBe('0700');
      expect(octal(lstatSync(join(dataDir, 'secrets.json')).mode & 0o777)).toBe('0600');
      expect(octal(lstatSync(join(dataDir, 'backend.pid')).mode & 0o777)).toBe('0600');
    } finally {
      await own.stop();
    }
    const loose = modes(dataDir).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
    expect(loose.map((e) => `${octal(e.mode)} ${e.path}`)).toEqual([]);
    await own.dispose();
  });
});

describe('finding 3: deeply nested JSON is a 400, never a 500', () => {
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

describe('finding 4: control characters in redirect_to fall back to the site URL', () => {
  for (const [name, junk] of [
    ['CR/LF (header injection)', '\r\nSet-Cookie: pwned=1'],
    ['a tab', '\tx'],
    ['DEL', '\u007f'],
    ['a space', ' x'],
  ] as const) {
    it(`verify with ${name} in redirect_to: 303 to the site URL with the session, once`, async () => {
      const email = uniqueEmail('crlf');
      const { error } = await client(backend).auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: CALLBACK },
      });
      expect(error).toBeNull();
      const link = new URL(await verifyLinkFor(backend, email));
      link.searchParams.set('redirect_to', `${CALLBACK}${junk}`);
      const first = await followLink(link.toString());
      expect(first.status).toBe(303);
      expect(first.location.split('#')[0]).toBe(SITE_URL);
      expect(first.location).not.toMatch(/[\r\n\t\x7f ]/);
      expect(first.fragment.get('access_token')).toBeTruthy();
      const [user] = await backend.query<{ confirmed: boolean }>(
        'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
        [email],
      );
      expect(user?.confirmed).toBe(true);
      // Used once: a second click is the expired-link answer, not another session.
      const second = await followLink(link.toString());
      expect(second.status).toBe(303);
      expect(second.fragment.get('error_code')).toBe('otp_expired');
    });
  }

  it('a sign-up with such a redirect_to mails a link to the site URL', async () => {
    // GoTrue's built-in mail, whose {{ .ConfirmationURL }} carries the resolved redirect.
    const own = await startTestBackend(DEFAULT_TEMPLATES);
    try {
      const email = uniqueEmail('crlf-signup');
      const res = await fetch(
        `${own.apiUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(`${CALLBACK}\r\nX: y`)}`,
        {
          method: 'POST',
          headers: authHeaders(own),
          body: JSON.stringify({ email, password: PASSWORD }),
        },
      );
      expect(res.status).toBe(200);
      const link = new URL(await latestLink(own, email));
      expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
      expect(own.logs.filter((l) => l.includes('internal error'))).toEqual([]);
    } finally {
      await own.dispose();
    }
  });
});

describe('finding 7: mailbox paging parameters are validated', () => {
  it('start=1e400, 1e20 and other non-integers answer 400, not 500; good values still page', async () => {
    for (const path of ['/api/v1/messages', '/api/v1/search?query=example.com&']) {
      const sep = path.includes('?') ? '' : '?';
      for (const bad of [
        'start=1e400',
        'start=1e20',
        'start=-1',
        'start=99999999999',
        'limit=1e400',
        'limit=abc',
      ]) {
        const res = await fetch(`${backend.mailboxUrl}${path}${sep}${bad}`);
        expect(res.status, `${path} ${bad}`).toBe(400);
        expect(await res.text()).toMatch(/^Error: invalid (start|limit) parameter$/);
      }
      const ok = await fetch(`${backend.mailboxUrl}${path}${sep}start=0&limit=1`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ start: 0, count: 1 });
      const far = await fetch(`${backend.mailboxUrl}${path}${sep}start=2147483647`);
      expect(far.status).toBe(200);
      expect(await far.json()).toMatchObject({ start: 2147483647, count: 0, messages: [] });
    }
    expect(backend.logs.filter((l) => l.includes('internal error'))).toEqual([]);
  });
});

describe('finding 6: only loopback (and configured) Host names are answered', () => {
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

describe('finding 8: the smaller ones', () => {
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

describe('finding 5 (part): stalled request bodies time out', () => {
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
