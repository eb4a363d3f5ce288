// A streaming reader for the multipart/form-data bodies supabase-js uploads: text fields first,
// then one file part. The text fields are read into memory (with a small cap); the file part is
// handed over as a stream, so its bytes go to disk as they arrive and are never buffered whole.

export class MultipartError extends Error {}

export interface FilePart {
  /** The part's own Content-Type ('' when absent). */
  type: string;
  /** The part's bytes, read on demand. Must be consumed before anything else is read. */
  stream: AsyncIterable<Uint8Array>;
}

/** Bytes allowed for the preamble, each part's headers, and all text fields together. */
const MAX_TEXT = 64 * 1024;
const MAX_PARTS = 100;

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]!) : null;
}

/** Pulls bytes from a stream, keeping what was read but not yet used. */
class Bytes {
  buf: Buffer = Buffer.alloc(0);
  private ended = false;
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  /** Reads one more chunk; false at the end of the body. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const r = await this.source.next();
    if (r.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    return true;
  }

  /** Everything up to `needle` (consumed with it), reading at most `cap` bytes before it. */
  async until(needle: Buffer, cap: number, what: string): Promise<Buffer> {
    for (;;) {
      const at = this.buf.indexOf(needle);
      if (at >= 0) {
        const before = this.buf.subarray(0, at);
        this.buf = this.buf.subarray(at + needle.length);
        return before;
      }
      if (this.buf.length > cap + needle.length) throw new MultipartError(`${what} too large`);
      if (!(await this.more())) throw new MultipartError(`body ended inside the ${what}`);
    }
  }

  async take(n: number): Promise<Buffer> {
    while (this.buf.length < n) {
      if (!(await this.more())) throw new MultipartError('body ended early');
    }
    const head = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return head;
  }
}

function partHeaders(text: string): { name: string | null; filename: string | null; type: string } {
  let name: string | null = null;
  let filename: string | null = null;
  let type = '';
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('malformed part header');
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') {
      if (!/^form-data\s*(;|$)/i.test(value)) throw new MultipartError('part is not form-data');
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? /;\s*name=([^;\s]+)/i.exec(value)?.[1] ?? null;
      filename =
        /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? /;\s*filename=([^;\s]+)/i.exec(value)?.[1] ?? null;
    } else if (key === 'content-type') {
      type = value;
    }
  }
  if (name === null) throw new MultipartError('part without a form-data name');
  return { name, filename, type };
}

/**
 * Reads text fields up to the first file part and returns them with that part, whose bytes are
 * streamed (up to the next boundary). Text fields after the file part are not read, as on
 * storage-api. Throws MultipartError on a malformed body.
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
): Promise<{ fields: Map<string, string>; file: FilePart }> {
  const bytes = new Bytes(body[Symbol.asyncIterator]());
  // The first delimiter may open the body without the CRLF the later ones have.
  bytes.buf = Buffer.from('\r\n');
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  await bytes.until(delimiter, MAX_TEXT, 'preamble');
  const fields = new Map<string, string>();
  let textBytes = 0;
  for (let parts = 0; parts < MAX_PARTS; parts++) {
    const after = (await bytes.take(2)).toString('latin1');
    if (after === '--') throw new MultipartError('No file part in the multipart body');
    if (after !== '\r\n') throw new MultipartError('malformed boundary line');
    const head = partHeaders(
      (await bytes.until(Buffer.from('\r\n\r\n'), MAX_TEXT, 'part header')).toString('utf8'),
    );
    if (head.filename !== null)
      return { fields, file: { type: head.type, stream: partBytes(bytes, delimiter) } };
    const value = await bytes.until(delimiter, MAX_TEXT - textBytes, 'text field');
    textBytes += value.length;
    if (!fields.has(head.name!)) fields.set(head.name!, value.toString('utf8'));
  }
  throw new MultipartError('too many parts');
}

/** The bytes of the current part: everything before the next delimiter. */
async function* partBytes(bytes: Bytes, delimiter: Buffer): AsyncGenerator<Uint8Array> {
  for (;;) {
    const at = bytes.buf.indexOf(delimiter);
    if (at >= 0) {
      if (at > 0) yield bytes.buf.subarray(0, at);
      bytes.buf = bytes.buf.subarray(at + delimiter.length);
      return;
    }
    // Keep a tail that could be the start of the delimiter; pass the rest on.
    const safe = bytes.buf.length - (delimiter.length - 1);
    if (safe > 0) {
      yield bytes.buf.subarray(0, safe);
      bytes.buf = bytes.buf.subarray(safe);
    }
    if (!(await bytes.more())) throw new MultipartError('body ended inside the file part');
  }
}
