// The command line of `npm run publish-build`, its constants and errors, and the rules for release
// notes, versions and the names a build gets.
export const BUCKET = 'app-builds';
/** The public bucket of the update feed. */
export const FEED_BUCKET = 'releases';
export const FEED_OBJECT = 'appcast.xml';
export const PRODUCT = 'Clipnest';
export const CHANNELS = /** @type {const} */ (['stable', 'beta']);
/** Release notes above this many bytes are refused (the migration checks the same). */
export const MAX_NOTES_BYTES = 20 * 1024;
/** Where the site lives when nothing says otherwise (the site's own default origin). */
export const DEFAULT_SITE_URL = 'https://clipnest.app';

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
 * Where a version lives, as the seed names its build (macos/Clipnest-3.6.0.zip).
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
