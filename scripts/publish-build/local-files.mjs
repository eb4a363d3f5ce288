// The files on this machine: the build's ZIP (its app bundle and Info.plist, read without
// unpacking), its SHA-256, and the release notes.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  appBundleName,
  BuildFileError,
  bundleInfo,
  checkedNotes,
  entryDataOffset,
  inflateEntry,
  infoPlistPath,
  LOCAL_HEADER_SIZE,
  parsePlistStrings,
  readEndRecord,
  readEntries,
  readZip64EndRecord,
  ZIP_TAIL_LENGTH,
} from '../publish-build-core.mjs';

/** A central directory larger than this is not an app bundle we ship. */
const MAX_DIRECTORY_BYTES = 256 * 1024 * 1024;

/**
 * Reads the ZIP's central directory, finds the app bundle and reads its Contents/Info.plist (the
 * only entry whose data is read).
 * @param {string} path
 * @returns {Promise<{ size: number, entries: number, bundle: string,
 *   info: import('../publish-build-core.mjs').BundleInfo }>}
 */
export async function inspectZip(path) {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    throw new BuildFileError(
      code === 'ENOENT' ? `No file at ${path}.` : `Cannot read ${path} (${code ?? String(err)}).`,
    );
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new BuildFileError(`${path} is not a file.`);
    const size = stats.size;
    if (size < 22) throw new BuildFileError(`${path} is not a ZIP file: it is only ${size} bytes.`);
    const read = async (/** @type {number} */ position, /** @type {number} */ length) => {
      const bytes = new Uint8Array(length);
      const { bytesRead } = await handle.read(bytes, 0, length, position);
      if (bytesRead !== length) throw new BuildFileError(`${path} changed while it was being read.`);
      return bytes;
    };
    const tailLength = Math.min(size, ZIP_TAIL_LENGTH);
    const end = readEndRecord(await read(size - tailLength, tailLength), size);
    const directory =
      'directory' in end
        ? end.directory
        : readZip64EndRecord(await read(end.zip64RecordOffset, 56), end.zip64RecordOffset);
    if (directory.size > MAX_DIRECTORY_BYTES)
      throw new BuildFileError(
        `The ZIP's central directory is ${directory.size} bytes: too large for an app build.`,
      );
    const entries = readEntries(await read(directory.offset, directory.size), directory.entries);
    const names = entries.map((entry) => entry.name);
    const bundle = appBundleName(names);
    if (!bundle)
      throw new BuildFileError(
        `The ZIP holds no app bundle: none of its ${names.length} entries is inside a top-level Something.app folder.`,
      );
    const plistName = infoPlistPath(bundle);
    const plist = entries.find((entry) => entry.name === plistName);
    if (!plist)
      throw new BuildFileError(
        `The ZIP has no ${plistName}: publish-build reads the version and build number from it.`,
      );
    if (plist.size > 1024 * 1024 || plist.localOffset + LOCAL_HEADER_SIZE > size)
      throw new BuildFileError(`${plistName} in the ZIP is damaged or too large for an Info.plist.`);
    const start = entryDataOffset(await read(plist.localOffset, LOCAL_HEADER_SIZE), plist);
    if (start + plist.compressedSize > size)
      throw new BuildFileError(`${plistName} in the ZIP points past its end: the file is damaged.`);
    const info = bundleInfo(
      parsePlistStrings(inflateEntry(await read(start, plist.compressedSize), plist), plistName),
      plistName,
    );
    return { size, entries: names.length, bundle, info };
  } finally {
    await handle.close();
  }
}

/** The file's SHA-256 in hex, streamed. @param {string} path */
export async function sha256File(path) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The release notes file, checked; '' without one. @param {string | null} path */
export async function readNotes(path) {
  if (path === null) return '';
  let bytes;
  try {
    bytes = await readFile(path);
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    throw new BuildFileError(
      code === 'ENOENT'
        ? `No release notes at ${path}.`
        : `Cannot read the release notes at ${path} (${code ?? String(err)}).`,
    );
  }
  return checkedNotes(bytes, path);
}
