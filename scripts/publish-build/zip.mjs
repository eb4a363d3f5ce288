// The ZIP structure (APPNOTE.TXT 4.3) as publish-build reads it: the end records, the central
// directory, a local header and one entry's data (stored or deflated), on bytes in memory.
import { inflateRawSync } from 'node:zlib';
import { BuildFileError } from './arguments.mjs';

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
/** The EOCD record plus the longest comment it may carry: how much of the end to read. */
export const ZIP_TAIL_LENGTH = EOCD_SIZE + 0xffff;

/**
 * @typedef {{ entries: number, size: number, offset: number }} CentralDirectory
 * @typedef {{ directory: CentralDirectory } | { zip64RecordOffset: number }} EndRecord
 */

/**
 * Finds the end-of-central-directory record in the last bytes of a file.
 * @param {Uint8Array} tail the last min(fileSize, ZIP_TAIL_LENGTH) bytes
 * @param {number} fileSize
 * @returns {EndRecord} the central directory, or where the ZIP64 record is to be read
 */
export function readEndRecord(tail, fileSize) {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const tailStart = fileSize - tail.byteLength;
  // Scan backwards: the record sits at the end, followed only by its own comment.
  for (let at = tail.byteLength - EOCD_SIZE; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    const commentLength = view.getUint16(at + 20, true);
    if (at + EOCD_SIZE + commentLength !== tail.byteLength) continue;
    const entries = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      const locator = at - ZIP64_LOCATOR_SIZE;
      if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE)
        throw new BuildFileError('The ZIP64 end record is missing: the ZIP is damaged.');
      return { zip64RecordOffset: Number(view.getBigUint64(locator + 8, true)) };
    }
    return { directory: checkedDirectory({ entries, size, offset }, tailStart + at) };
  }
  throw new BuildFileError(
    'This is not a ZIP file: it has no end-of-central-directory record (is it whole, and a .zip?).',
  );
}

/**
 * Reads the ZIP64 end record (56 bytes at the offset readEndRecord gave).
 * @param {Uint8Array} bytes
 * @param {number} recordOffset
 * @returns {CentralDirectory}
 */
export function readZip64EndRecord(bytes, recordOffset) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 56 || view.getUint32(0, true) !== ZIP64_EOCD_SIGNATURE)
    throw new BuildFileError('The ZIP64 end record is damaged.');
  const directory = {
    entries: Number(view.getBigUint64(32, true)),
    size: Number(view.getBigUint64(40, true)),
    offset: Number(view.getBigUint64(48, true)),
  };
  return checkedDirectory(directory, recordOffset);
}

/** @param {CentralDirectory} directory @param {number} endRecordOffset */
function checkedDirectory(directory, endRecordOffset) {
  if (directory.entries === 0) throw new BuildFileError('The ZIP is empty.');
  if (directory.offset + directory.size > endRecordOffset)
    throw new BuildFileError(
      "The ZIP's central directory points past its end: the file is truncated or damaged.",
    );
  if (directory.size < directory.entries * CENTRAL_HEADER_SIZE)
    throw new BuildFileError(
      "The ZIP's central directory is too short for its entries: the file is damaged.",
    );
  return directory;
}

/**
 * @typedef {{ name: string, method: number, compressedSize: number, size: number,
 *   localOffset: number }} ZipEntry
 */

/**
 * The entries of a central directory, every header checked.
 * @param {Uint8Array} bytes the `size` bytes at `offset`
 * @param {number} expectedEntries
 * @returns {ZipEntry[]}
 */
export function readEntries(bytes, expectedEntries) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf8 = new TextDecoder('utf-8', { fatal: false });
  const latin1 = new TextDecoder('latin1');
  /** @type {ZipEntry[]} */
  const entries = [];
  let at = 0;
  while (entries.length < expectedEntries) {
    if (at + CENTRAL_HEADER_SIZE > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE)
      throw new BuildFileError(`The ZIP's central directory is damaged at entry ${entries.length + 1}.`);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const end = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (end > bytes.byteLength)
      throw new BuildFileError(`The ZIP's central directory is damaged at entry ${entries.length + 1}.`);
    const raw = bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength);
    /** @type {number[]} */
    const sizes = [
      view.getUint32(at + 24, true),
      view.getUint32(at + 20, true),
      view.getUint32(at + 42, true),
    ];
    // ZIP64: the extra field (id 1) holds, in this order, each of the three that reads 0xffffffff.
    if (sizes.includes(0xffffffff)) {
      let extra = at + CENTRAL_HEADER_SIZE + nameLength;
      const extraEnd = extra + extraLength;
      while (extra + 4 <= extraEnd) {
        const id = view.getUint16(extra, true);
        const length = view.getUint16(extra + 2, true);
        if (id === 1) {
          let field = extra + 4;
          for (let i = 0; i < 3; i += 1) {
            if (sizes[i] !== 0xffffffff || field + 8 > extra + 4 + length) continue;
            sizes[i] = Number(view.getBigUint64(field, true));
            field += 8;
          }
        }
        extra += 4 + length;
      }
    }
    entries.push({
      // Bit 11: the name is UTF-8; otherwise CP437, whose ASCII part is all a bundle name needs.
      name: (flags & 0x800 ? utf8 : latin1).decode(raw),
      method: view.getUint16(at + 10, true),
      size: /** @type {number} */ (sizes[0]),
      compressedSize: /** @type {number} */ (sizes[1]),
      localOffset: /** @type {number} */ (sizes[2]),
    });
    at = end;
  }
  if (at !== bytes.byteLength)
    throw new BuildFileError(
      "The ZIP's central directory does not match its entry count: the file is damaged.",
    );
  return entries;
}

/**
 * The entry names of a central directory, every header checked.
 * @param {Uint8Array} bytes the `size` bytes at `offset`
 * @param {number} expectedEntries
 * @returns {string[]}
 */
export function readEntryNames(bytes, expectedEntries) {
  return readEntries(bytes, expectedEntries).map((entry) => entry.name);
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
export const LOCAL_HEADER_SIZE = 30;
/** An Info.plist larger than this is not one. */
export const MAX_PLIST_BYTES = 1024 * 1024;

/**
 * Where an entry's data starts, from its local header (whose name and extra lengths may differ
 * from the central directory's).
 * @param {Uint8Array} header the LOCAL_HEADER_SIZE bytes at entry.localOffset
 * @param {ZipEntry} entry
 */
export function entryDataOffset(header, entry) {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.byteLength < LOCAL_HEADER_SIZE || view.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE)
    throw new BuildFileError(`The ZIP's entry ${entry.name} is damaged (no local header).`);
  return entry.localOffset + LOCAL_HEADER_SIZE + view.getUint16(26, true) + view.getUint16(28, true);
}

/**
 * An entry's bytes from its stored or deflated data.
 * @param {Uint8Array} data the entry's compressedSize bytes
 * @param {ZipEntry} entry
 */
export function inflateEntry(data, entry) {
  if (entry.size > MAX_PLIST_BYTES)
    throw new BuildFileError(`${entry.name} is ${entry.size} bytes: too large for an Info.plist.`);
  let bytes;
  if (entry.method === 0) bytes = data;
  else if (entry.method === 8) {
    try {
      bytes = new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_PLIST_BYTES }));
    } catch {
      throw new BuildFileError(`${entry.name} in the ZIP cannot be decompressed: the file is damaged.`);
    }
  } else
    throw new BuildFileError(
      `${entry.name} is compressed with method ${entry.method}; only stored and deflated entries can be read.`,
    );
  if (bytes.byteLength !== entry.size)
    throw new BuildFileError(`${entry.name} in the ZIP is damaged: its size does not match the directory.`);
  return bytes;
}

/** `Clipnest.app` → `Clipnest.app/Contents/Info.plist`, the bundle's own (not a framework's). */
export const infoPlistPath = (/** @type {string} */ bundle) => `${bundle}/Contents/Info.plist`;
