// Issue 15: a malformed-input suite across auth, RPC, storage and the mailbox. Every request is
// built from a table of things a careless or hostile client sends — bad JSON, wrong types, huge
// values, bad headers, odd methods, bad paths and query strings, bad tokens, bad multipart — and
// must get a 2xx/3xx/4xx answer, never a 5xx; afterwards a normal sign-up and RPC still work.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signJwt } from '../src/http/jwt.ts';
import { PASSWORD, authHeaders, startTestBackend, uniqueEmail, type TestBackend } from './helpers.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ maxJsonBody: 64 * 1024, fileSizeLimit: 1024 * 1024 });
});
afterAll(async () => {
  await backend.dispose();
});

interface Case {
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

function cases(): Case[] {
  const out: Case[] = [];
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
  const all = cases();
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
