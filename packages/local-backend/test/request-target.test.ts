// Raw request targets, sent over plain sockets (fetch and node:http normalise `..` and
// backslashes before sending): dot segments and other malformed requests are refused before
// routing, as JSON in a documented shape with CORS headers, and change nothing.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PATH } from '../src/db/seed.ts';
import { startTestBackend, verifiedUser, type TestBackend } from './helpers.ts';

let backend: TestBackend;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const { sb } = await verifiedUser(backend);
  token = (await sb.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await backend.dispose();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` byte for byte and reads the answer until the server closes (or 5 s pass). */
function send(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]),
        headers,
        body: text.slice(split + 4),
      });
    });
  });
}

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
      [
        '/storage/v1/object/app-builds/x/../macos/Clipnest-3.6.0-beta.zip',
        'x/../macos/Clipnest-3.6.0-beta.zip',
      ],
      ['/storage/v1/object/app-builds/macos/./Clipnest-3.6.0-beta.zip', 'macos/./Clipnest-3.6.0-beta.zip'],
      [
        '/storage/v1/object/app-builds/x/%2e%2E/macos/Clipnest-3.6.0-beta.zip',
        'x/../macos/Clipnest-3.6.0-beta.zip',
      ],
      [
        '/storage/v1/object/authenticated/app-builds/x/.%2e/macos/Clipnest-3.6.0-beta.zip',
        'x/../macos/Clipnest-3.6.0-beta.zip',
      ],
      ['/storage/v1/object/app-builds/macos/Clipnest-3.6.0-beta.zip/..', 'macos/Clipnest-3.6.0-beta.zip/..'],
      ['/storage/v1/object/app-builds/macos\\Clipnest-3.6.0-beta.zip', 'macos\\Clipnest-3.6.0-beta.zip'],
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
