// The pure half of `npm run publish-build`: argument parsing, version and ZIP checks, and the
// names a build gets. No file system, no network, so every rule is testable on bytes in memory.

export const BUCKET = 'app-builds';
export const PRODUCT = 'Clipnest';

export const USAGE = `Usage: npm run publish-build -- <path-to-zip> --version <x.y.z> [--data-dir <dir>]

Uploads a build of the app (a ZIP holding a top-level Something.app folder) to the
${BUCKET} bucket and records it in public.app_files, so the site offers it as the latest.

Options
  --version <x.y.z>   The build's version: 1.2.3, or 1.2.3-beta. Must not be published yet.
  --data-dir <dir>    The local backend's data directory (default: .data/local-backend).
  -h, --help          Show this text.

Target
  With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set (and no --data-dir), it publishes to that
  hosted project. Otherwise it publishes to the running local backend, whose URL and keys it reads
  from <data-dir>/keys.json. The service-role key is never printed.`;

/** A mistake in how the command was called: answered with the message and the usage hint. */
export class UsageError extends Error {
  name = 'UsageError';
}

/** A file that is not a publishable build. */
export class BuildFileError extends Error {
  name = 'BuildFileError';
}

/**
 * `[zip, --version, x]` → what to do. Accepts `--version x` and `--version=x`.
 * @param {readonly string[]} argv
 * @returns {{ help: true } | { help: false, zipPath: string, version: string, dataDir: string | null }}
 */
export function parseArguments(argv) {
  /** @type {string[]} */
  const positional = [];
  /** @type {Record<string, string>} */
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = /** @type {string} */ (argv[i]);
    if (arg === '-h' || arg === '--help') return { help: true };
    if (arg === '--') continue;
    if (arg.startsWith('-')) {
      const [flag, inline] = arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
      const name = flag.replace(/^--?/, '');
      if (name !== 'version' && name !== 'data-dir') throw new UsageError(`Unknown option ${flag}.`);
      if (name in options) throw new UsageError(`${flag} is given twice.`);
      const value = inline ?? argv[i + 1];
      if (inline === undefined) i += 1;
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('-')))
        throw new UsageError(`${flag} needs a value.`);
      options[name] = value;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length === 0) throw new UsageError('Give the path of the ZIP to publish.');
  if (positional.length > 1)
    throw new UsageError(`Give one ZIP, not ${positional.length}: ${positional.join(', ')}.`);
  const version = options.version;
  if (version === undefined) throw new UsageError("Give the build's version with --version <x.y.z>.");
  const problem = versionProblem(version);
  if (problem) throw new UsageError(problem);
  return {
    help: false,
    zipPath: /** @type {string} */ (positional[0]),
    version,
    dataDir: options['data-dir'] ?? null,
  };
}

// The same rule as public.check_app_file_publishable() in the migration.
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z][0-9A-Za-z.-]{0,40})?$/;

/** @param {string} version @returns {string | null} why it is not a version, or null */
export function versionProblem(version) {
  return VERSION.test(version) ? null : `The version must look like 1.2.3 (or 1.2.3-beta), got "${version}".`;
}

/**
 * Where a version lives, as the seed names its build (macos/Clipnest-3.6.0-beta.zip).
 * @param {string} version
 */
export function buildRecord(version) {
  const fileName = `${PRODUCT}-${version}.zip`;
  return { file_name: fileName, version, file_type: 'zip', file_path: `macos/${fileName}` };
}

/** Bytes → MB as the seed and the site count them (1024², two decimals, never shown as 0). */
export function sizeInMb(bytes) {
  return Math.max(0.01, Math.round((bytes / (1024 * 1024)) * 100) / 100);
}

// ---- ZIP structure (APPNOTE.TXT 4.3) ------------------------------------------------------------

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
 * The entry names of a central directory, every header checked.
 * @param {Uint8Array} bytes the `size` bytes at `offset`
 * @param {number} expectedEntries
 * @returns {string[]}
 */
export function readEntryNames(bytes, expectedEntries) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf8 = new TextDecoder('utf-8', { fatal: false });
  const latin1 = new TextDecoder('latin1');
  /** @type {string[]} */
  const names = [];
  let at = 0;
  while (names.length < expectedEntries) {
    if (at + CENTRAL_HEADER_SIZE > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE)
      throw new BuildFileError(`The ZIP's central directory is damaged at entry ${names.length + 1}.`);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const end = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (end > bytes.byteLength)
      throw new BuildFileError(`The ZIP's central directory is damaged at entry ${names.length + 1}.`);
    const raw = bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength);
    // Bit 11: the name is UTF-8; otherwise CP437, whose ASCII part is all a bundle name needs.
    names.push((flags & 0x800 ? utf8 : latin1).decode(raw));
    at = end;
  }
  if (at !== bytes.byteLength)
    throw new BuildFileError(
      "The ZIP's central directory does not match its entry count: the file is damaged.",
    );
  return names;
}

/**
 * The top-level app bundle folder (`Clipnest.app`), from entries such as `Clipnest.app/` or
 * `Clipnest.app/Contents/Info.plist`; null when there is none.
 * @param {readonly string[]} names
 */
export function appBundleName(names) {
  for (const name of names) {
    const slash = name.indexOf('/');
    const top = slash > 0 ? name.slice(0, slash) : null;
    if (top && /\.app$/i.test(top) && top.length > 4) return top;
  }
  return null;
}
