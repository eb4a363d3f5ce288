// Sends an object's bytes: streamed from disk (memory stays flat whatever the size), with
// Range, ETag/If-None-Match, and Content-Disposition for ?download=.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ObjectRow } from './objects.ts';
import { invalidRange, noSuchKey } from './errors.ts';

type Range = { start: number; end: number };

/** A single `bytes=` range; null means "send everything" (absent or unparsable header). */
export function parseRange(header: string | undefined, size: number): Range | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266 attachment header; the name is percent-encoded in both forms, as storage-api does. */
export function contentDisposition(filename: string): string {
  if (filename === '') return 'attachment;';
  const encoded = encodeURIComponent(filename);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

export async function serveObject(
  c: Context,
  row: ObjectRow,
  file: string,
  options: { download?: string | undefined; expires?: Date } = {},
): Promise<Response> {
  const info = await stat(file).catch(() => null);
  if (!info) throw noSuchKey();
  const size = info.size;
  const headers: Record<string, string> = {
    'Content-Type': row.metadata.mimetype || 'application/octet-stream',
    ETag: row.metadata.eTag,
    'Last-Modified': row.updated_at.toUTCString(),
    'Cache-Control': row.metadata.cacheControl || 'no-cache',
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
  };
  if (options.download !== undefined) headers['Content-Disposition'] = contentDisposition(options.download);
  if (options.expires) headers.Expires = options.expires.toUTCString();

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === row.metadata.eTag)) {
    return new Response(null, { status: 304, headers });
  }

  const range = parseRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    throw invalidRange();
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });

  const stream = createReadStream(file, { start, end, highWaterMark: 256 * 1024 });
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
