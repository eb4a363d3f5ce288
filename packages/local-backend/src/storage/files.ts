// Object bytes on disk. Files are named by a random version id, never by the object's name,
// so no client-supplied path ever reaches the file system.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {
  constructor() {
    super('The object exceeded the maximum allowed size');
  }
}

export interface StoredFile {
  version: string;
  size: number;
  /** Hex MD5 of the bytes, used as the ETag as storage-api does. */
  md5: string;
}

const VERSION = /^[0-9a-f-]{36}$/;

export class ObjectFiles {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  pathFor(version: string): string {
    if (!VERSION.test(version)) throw new Error(`bad object version ${version}`);
    return join(this.root, version);
  }

  /** Streams `source` into a new file, at most `limit` bytes; the file appears only when complete. */
  async write(
    source: ReadableStream<Uint8Array> | Readable | Uint8Array,
    limit: number,
  ): Promise<StoredFile> {
    const version = randomUUID();
    const temp = join(this.root, `${version}.partial`);
    const md5 = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) return done(new TooLargeError());
        md5.update(chunk);
        done(null, chunk);
      },
    });
    const input =
      source instanceof Uint8Array
        ? Readable.from([source])
        : source instanceof Readable
          ? source
          : Readable.fromWeb(source as NodeReadableStream<Uint8Array>);
    try {
      await pipeline(input, meter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await rename(temp, this.pathFor(version));
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { version, size, md5: md5.digest('hex') };
  }

  async remove(version: string): Promise<void> {
    await rm(this.pathFor(version), { force: true });
  }

  /** Deletes files no object row points at (left by a crash between write and commit). */
  sweep(referenced: Set<string>): number {
    let removed = 0;
    for (const file of readdirSync(this.root)) {
      if (referenced.has(file)) continue;
      rmSync(join(this.root, file), { force: true });
      removed++;
    }
    return removed;
  }
}
