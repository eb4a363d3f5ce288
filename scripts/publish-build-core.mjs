// The pure half of `npm run publish-build`: argument parsing, version and ZIP checks, Info.plist
// reading, the names a build gets and the Sparkle feed. No file system, no network, so every rule is
// testable on bytes in memory.
import { inflateRawSync } from 'node:zlib';

export const BUCKET = 'app-builds';
/** The public bucket of the update feed. */
export const FEED_BUCKET = 'releases';
export const FEED_OBJECT = 'appcast.xml';
export const PRODUCT = 'Clipnest';
export const CHANNELS = /** @type {const} */ (['stable', 'beta']);
/** Release notes above this many bytes are refused (the migration checks the same). */
export const MAX_NOTES_BYTES = 20 * 1024;
/** Where the site lives when nothing says otherwise (the site's own default origin). */
export const DEFAULT_SITE_URL = 'https://clipnest.example';

export const USAGE = `Usage: npm run publish-build -- <path-to-zip> [--notes notes.md] [--channel beta] [--version <x.y.z>]

Uploads a build of the app (a ZIP holding a top-level Something.app folder) to the
${BUCKET} bucket and records it in public.app_files with what its Contents/Info.plist says
(CFBundleShortVersionString, CFBundleVersion, LSMinimumSystemVersion), its SHA-256, the release
notes and the channel. Then it rewrites the public update feed, ${FEED_BUCKET}/${FEED_OBJECT}.

Options
  --version <x.y.z>   Optional: the version you expect. Refused unless the plist says the same.
  --notes <file>      Release notes in Markdown (at most ${MAX_NOTES_BYTES / 1024} KB).
  --channel <name>    stable (default; offered on the site's hero) or beta.
  --site-url <url>    The site the feed links to (default: SITE_URL, the local backend's site,
                      else ${DEFAULT_SITE_URL}).
  --data-dir <dir>    The local backend's data directory (default: LOCAL_BACKEND_DATA_DIR, else
                      .data/local-backend).
  -h, --help          Show this text.

The build number (CFBundleVersion, a whole number) must be above every published one.

Target
  With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set (and no --data-dir or LOCAL_BACKEND_DATA_DIR),
  it publishes to that hosted project. Otherwise it publishes to the running local backend, whose
  URL and keys it reads from <data-dir>/keys.json. The service-role key is never printed.`;

/** A mistake in how the command was called: answered with the message and the usage hint. */
export class UsageError extends Error {
  name = 'UsageError';
}

/** A file that is not a publishable build. */
export class BuildFileError extends Error {
  name = 'BuildFileError';
}

const OPTIONS = ['version', 'data-dir', 'notes', 'channel', 'site-url'];

/**
 * @typedef {{ help: false, zipPath: string, version: string | null, dataDir: string | null,
 *   notesPath: string | null, channel: 'stable' | 'beta', siteUrl: string | null }} PublishOptions
 */

/**
 * `[zip, --notes, n.md, --channel, beta]` → what to do. Accepts `--flag x` and `--flag=x`.
 * @param {readonly string[]} argv
 * @returns {{ help: true } | PublishOptions}
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
      if (!OPTIONS.includes(name)) throw new UsageError(`Unknown option ${flag}.`);
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
  const version = options.version ?? null;
  const problem = version === null ? null : versionProblem(version);
  if (problem) throw new UsageError(problem);
  const channel = options.channel ?? 'stable';
  if (channel !== 'stable' && channel !== 'beta')
    throw new UsageError(`Unknown channel "${channel}": use stable or beta.`);
  return {
    help: false,
    zipPath: /** @type {string} */ (positional[0]),
    version,
    dataDir: options['data-dir'] ?? null,
    notesPath: options.notes ?? null,
    channel,
    siteUrl: options['site-url'] ?? null,
  };
}

/**
 * Release notes as published: UTF-8 Markdown of at most MAX_NOTES_BYTES, trimmed.
 * @param {Uint8Array} bytes @param {string} path
 */
export function checkedNotes(bytes, path) {
  if (bytes.byteLength > MAX_NOTES_BYTES)
    throw new BuildFileError(
      `The release notes in ${path} are ${bytes.byteLength} bytes; at most ${MAX_NOTES_BYTES} (${MAX_NOTES_BYTES / 1024} KB) are accepted.`,
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    throw new BuildFileError(`The release notes in ${path} are not UTF-8 text.`);
  }
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

// ---- Info.plist ---------------------------------------------------------------------------------

const XML_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
});

/** @param {string} text */
function decodeXmlText(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return XML_ENTITIES[name] ?? whole;
  });
}

/**
 * The string values of an XML property list's top-level dictionary. A binary plist is refused
 * with how to convert it; nested dictionaries and arrays are skipped.
 * @param {Uint8Array} bytes
 * @param {string} name where it came from, for messages
 * @returns {Record<string, string>}
 */
export function parsePlistStrings(bytes, name) {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 6)) === 'bplist')
    throw new BuildFileError(
      `${name} is a binary property list, which publish-build does not read. Build with ` +
        'INFOPLIST_OUTPUT_FORMAT = XML, or convert it before zipping: plutil -convert xml1 <app>/Contents/Info.plist',
    );
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BuildFileError(`${name} is not a UTF-8 XML property list.`);
  }
  // Comments and CDATA cannot hold a key of the top-level dictionary; drop them first.
  text = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, inner) =>
      inner.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    );
  const open = /<plist\b[^>]*>\s*<dict>/.exec(text);
  if (!open) throw new BuildFileError(`${name} is not an XML property list with a dictionary.`);
  /** @type {Record<string, string>} */
  const values = {};
  const token = /<(\/?)(dict|array|key|string|integer|real|true|false|date|data)\b[^>]*?(\/?)>/g;
  token.lastIndex = open.index + open[0].length;
  let depth = 1;
  /** @type {string | null} */
  let key = null;
  for (let match = token.exec(text); match && depth > 0; match = token.exec(text)) {
    const [, closing, tag, selfClosing] = match;
    if (tag === 'dict' || tag === 'array') {
      if (selfClosing) {
        if (depth === 1) key = null;
      } else if (closing) depth -= 1;
      else {
        if (depth === 1) key = null;
        depth += 1;
      }
      continue;
    }
    if (closing || depth !== 1) continue;
    const end = selfClosing ? token.lastIndex : text.indexOf(`</${tag}>`, token.lastIndex);
    if (end < 0) throw new BuildFileError(`${name} is not well-formed: <${tag}> is never closed.`);
    const inner = selfClosing ? '' : decodeXmlText(text.slice(token.lastIndex, end));
    token.lastIndex = selfClosing ? end : end + tag.length + 3;
    if (tag === 'key') key = inner;
    else {
      if (key !== null && tag === 'string') values[key] = inner.trim();
      key = null;
    }
  }
  if (depth > 0) throw new BuildFileError(`${name} is not well-formed: its dictionary is never closed.`);
  return values;
}

/**
 * @typedef {{ version: string, buildNumber: number, minimumMacos: string }} BundleInfo
 */

/**
 * The three values a build is published with, each checked, from the plist's strings.
 * @param {Record<string, string>} strings @param {string} name
 * @returns {BundleInfo}
 */
export function bundleInfo(strings, name) {
  const version = strings.CFBundleShortVersionString;
  if (!version) throw new BuildFileError(`${name} has no CFBundleShortVersionString (the app's version).`);
  const problem = versionProblem(version);
  if (problem) throw new BuildFileError(`${name}: CFBundleShortVersionString is "${version}". ${problem}`);
  const build = strings.CFBundleVersion;
  if (!build) throw new BuildFileError(`${name} has no CFBundleVersion (the build number).`);
  if (!/^[1-9][0-9]{0,8}$/.test(build))
    throw new BuildFileError(
      `${name}: CFBundleVersion is "${build}"; publish-build needs a whole build number such as 412 (Sparkle compares it).`,
    );
  const minimum = strings.LSMinimumSystemVersion;
  if (!minimum)
    throw new BuildFileError(`${name} has no LSMinimumSystemVersion (the oldest macOS it runs on).`);
  if (!/^[0-9]{1,3}(\.[0-9]{1,3}){0,2}$/.test(minimum))
    throw new BuildFileError(
      `${name}: LSMinimumSystemVersion is "${minimum}", not a macOS version such as 13.0.`,
    );
  return { version, buildNumber: Number(build), minimumMacos: minimum };
}

/**
 * The plist's version against --version: they must agree.
 * @param {BundleInfo} info @param {string | null} expected
 */
export function checkVersionAgrees(info, expected) {
  if (expected !== null && expected !== info.version)
    throw new BuildFileError(
      `--version says ${expected} but the app's Info.plist says ${info.version}: nothing was published.`,
    );
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

// ---- The Sparkle feed (appcast.xml) ---------------------------------------------------------------

export const SPARKLE_NS = 'http://www.andymatuschak.org/xml-namespaces/sparkle';

/**
 * A published build as public.list_releases() returns it.
 * @typedef {{ version: string, build_number: number | string | null, channel: string,
 *   published_at: string, minimum_macos: string | null }} ReleaseRow
 */

/** @param {string} text */
export function escapeXml(text) {
  return (
    String(text)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 cannot carry at all.
      // eslint-disable-next-line no-control-regex -- removing exactly these is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** `Thu, 26 Nov 2026 08:00:00 +0000`: RFC 822 (with a four-digit year, as RFC 1123 and RSS use). */
export function rfc822Date(/** @type {Date} */ date) {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** The site's origin without a trailing slash; refuses what is not an http(s) URL. */
export function siteOrigin(/** @type {string} */ value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`The site URL is not a URL: "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`The site URL must be http(s), got "${value}".`);
  return url.origin;
}

/**
 * The feed the app's SUFeedURL points at: every build newest first, each an informational update
 * whose <link> is the site's download page (the bytes need a verified sign-in, so never a ZIP URL).
 * Builds recorded without a build number (before builds had one) are left out: Sparkle needs it.
 * @param {readonly ReleaseRow[]} releases newest first
 * @param {string} site the site's origin
 */
export function buildAppcast(releases, site) {
  const origin = siteOrigin(site);
  const items = releases
    .filter((release) => release.build_number !== null && release.build_number !== undefined)
    .map((release) => {
      const lines = [
        `      <title>${escapeXml(`${PRODUCT} ${release.version}`)}</title>`,
        `      <link>${escapeXml(`${origin}/#download`)}</link>`,
        `      <sparkle:version>${escapeXml(String(release.build_number))}</sparkle:version>`,
        `      <sparkle:shortVersionString>${escapeXml(release.version)}</sparkle:shortVersionString>`,
      ];
      if (release.minimum_macos)
        lines.push(
          `      <sparkle:minimumSystemVersion>${escapeXml(release.minimum_macos)}</sparkle:minimumSystemVersion>`,
        );
      lines.push(
        `      <pubDate>${rfc822Date(new Date(release.published_at))}</pubDate>`,
        `      <sparkle:releaseNotesLink>${escapeXml(`${origin}/changelog#v${release.version}`)}</sparkle:releaseNotesLink>`,
      );
      if (release.channel !== 'stable')
        lines.push(`      <sparkle:channel>${escapeXml(release.channel)}</sparkle:channel>`);
      lines.push('      <sparkle:informationalUpdate/>');
      return `    <item>\n${lines.join('\n')}\n    </item>`;
    });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0" xmlns:sparkle="${SPARKLE_NS}">`,
    '  <channel>',
    `    <title>${escapeXml(`${PRODUCT} updates`)}</title>`,
    `    <link>${escapeXml(`${origin}/changelog`)}</link>`,
    `    <description>${escapeXml(`Every published version of ${PRODUCT} for macOS.`)}</description>`,
    '    <language>en</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
