// Uploads are judged on their headers before their body is read (access, bucket, declared size,
// type), and a multipart body is streamed to disk, never buffered. Raw sockets, so the body can be
// sent (or not) at will.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ fileSizeLimit: 400 * 1024 * 1024 });
});
afterAll(async () => {
  await backend.dispose();
});

const MB = 1024 * 1024;
const BOUNDARY = '----clipnest-test-boundary';

function multipartHead(fileType: string, fields: Record<string, string> = {}): string {
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  return `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: ${fileType}\r\n\r\n`;
}
const multipartTail = `\r\n--${BOUNDARY}--\r\n`;

/** 1 MB of bytes that differ from chunk to chunk (and contain the boundary's dashes). */
function chunkOf(i: number): Buffer {
  const b = Buffer.alloc(MB, i % 251);
  b.write(`\r\n--${BOUNDARY.slice(0, 10)}`, (i * 7919) % (MB - 64));
  return b;
}

interface Refusal {
  status: number;
  body: Record<string, unknown>;
  sentBytes: number;
}

/**
 * Sends a POST with a declared body of `totalMb`, 1 MB at a time (waiting for the socket to
 * drain), and stops as soon as a response arrives. Returns that response and how much was sent.
 */
function uploadUntilAnswered(
  path: string,
  headers: Record<string, string>,
  totalMb: number,
): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    const head = multipartHead('application/zip');
    const length = head.length + totalMb * MB + multipartTail.length;
    const socket = connect(Number(new URL(backend.apiUrl).port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let answered = false;
    socket.on('data', (d: Buffer) => {
      answer += d.toString('utf8');
      const split = answer.indexOf('\r\n\r\n');
      const m = /Content-Length: (\d+)/i.exec(answer);
      if (split < 0 || !m || answer.length < split + 4 + Number(m[1])) return;
      answered = true;
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]),
        body: JSON.parse(answer.slice(split + 4, split + 4 + Number(m[1]))) as Record<string, unknown>,
        sentBytes: sent,
      });
    });
    socket.on('error', (err) => {
      if (!answered) reject(err);
    });
    socket.on('connect', () => {
      void (async () => {
        const lines = Object.entries({
          ...headers,
          Host: new URL(backend.apiUrl).host,
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(length),
        }).map(([k, v]) => `${k}: ${v}\r\n`);
        socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('')}\r\n${head}`);
        for (let i = 0; i < totalMb && !answered && !socket.destroyed; i++) {
          sent += MB;
          if (!socket.write(chunkOf(i))) await new Promise((r) => socket.once('drain', r));
        }
        if (!answered && !socket.destroyed) socket.write(multipartTail);
      })().catch(() => undefined);
    });
  });
}

describe('uploads are judged before their body is read', () => {
  it('an anonymous 190 MB multipart upload is refused with the RLS error before most of it is sent', async () => {
    const rssBefore = process.memoryUsage().rss;
    const r = await uploadUntilAnswered(
      '/storage/v1/object/app-builds/evil/huge.zip',
      { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      190,
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    // The answer came while the client was still sending: the server did not wait for the body.
    expect(r.sentBytes).toBeLessThan(100 * MB);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MB);
    const rows = await backend.query("select 1 from storage.objects where name = 'evil/huge.zip'");
    expect(rows).toHaveLength(0);
  });

  it('a missing bucket, a declared size over the limit, and a refused type are answered from the headers', async () => {
    const service = { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` };
    const missing = await uploadUntilAnswered('/storage/v1/object/no-such-bucket/a.zip', service, 120);
    expect([missing.status, missing.body.statusCode, missing.body.code]).toEqual([
      400,
      '404',
      'NoSuchBucket',
    ]);
    expect(missing.sentBytes).toBeLessThan(100 * MB);
    // Over the server's 400 MB limit, declared in Content-Length.
    const big = await uploadUntilAnswered('/storage/v1/object/app-builds/big.zip', service, 401);
    expect([big.status, big.body.statusCode, big.body.code]).toEqual([400, '413', 'EntityTooLarge']);
    expect(big.sentBytes).toBeLessThan(100 * MB);
    await backend.query(
      "update storage.buckets set allowed_mime_types = '{application/zip}' where id = 'app-builds'",
    );
    try {
      const res = await fetch(`${backend.apiUrl}/storage/v1/object/app-builds/t.txt`, {
        method: 'POST',
        headers: { ...service, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: `${multipartHead('text/plain')}hello${multipartTail}`,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    } finally {
      await backend.query("update storage.buckets set allowed_mime_types = null where id = 'app-builds'");
    }
  });

  it('an authorised 64 MB multipart upload, streamed, is stored intact with its fields', async () => {
    const md5 = createHash('md5');
    const head = multipartHead('application/zip', { cacheControl: '120', metadata: '{"build":"42"}' });
    const parts = 64;
    async function* body(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(head);
      for (let i = 0; i < parts; i++) {
        const chunk = chunkOf(i);
        md5.update(chunk);
        yield chunk;
      }
      yield Buffer.from(multipartTail);
    }
    const res = await fetch(`${backend.apiUrl}/storage/v1/object/app-builds/streamed/app.zip`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: ReadableStreamFrom(body()),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ Key: 'app-builds/streamed/app.zip' });
    const sent = md5.digest('hex');

    const download = await fetch(`${backend.apiUrl}/storage/v1/object/app-builds/streamed/app.zip`, {
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('cache-control')).toBe('max-age=120');
    const got = createHash('md5');
    let size = 0;
    for await (const part of download.body as unknown as AsyncIterable<Uint8Array>) {
      got.update(part);
      size += part.byteLength;
    }
    expect(size).toBe(parts * MB);
    expect(got.digest('hex')).toBe(sent);
    const [row] = await backend.query<{ user_metadata: unknown }>(
      "select user_metadata from storage.objects where name = 'streamed/app.zip'",
    );
    expect(row?.user_metadata).toEqual({ build: '42' });
  });
});

function ReadableStreamFrom(source: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await source.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}
