#!/usr/bin/env node
// `npm run publish-build -- <zip> [--notes notes.md] [--channel beta]`: checks the ZIP, reads the
// app's Info.plist and hashes the file, refuses a version already published or a build number not
// above the last, streams the file to the app-builds bucket with the service-role key, records it
// with public.publish_app_file(), then rewrites the public feed (releases/appcast.xml). On any
// failure after the upload it deletes the object again, so the site never sees a record without its
// bytes nor bytes without a record.
import { createHash } from 'node:crypto';
import { existsSync, createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import {
  appBundleName,
  BUCKET,
  BuildFileError,
  buildAppcast,
  buildRecord,
  bundleInfo,
  checkedNotes,
  checkVersionAgrees,
  DEFAULT_SITE_URL,
  entryDataOffset,
  FEED_BUCKET,
  FEED_OBJECT,
  inflateEntry,
  infoPlistPath,
  LOCAL_HEADER_SIZE,
  parseArguments,
  parsePlistStrings,
  readEndRecord,
  readEntries,
  readZip64EndRecord,
  siteOrigin,
  sizeInMb,
  USAGE,
  UsageError,
  ZIP_TAIL_LENGTH,
} from './publish-build-core.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultDataDir = join(repoRoot, '.data', 'local-backend');
/** Below this, a progress line would only flash by. */
const PROGRESS_FROM_BYTES = 5 * 1024 * 1024;
/** A central directory larger than this is not an app bundle we ship. */
const MAX_DIRECTORY_BYTES = 256 * 1024 * 1024;

/** A refusal by the backend or a failed step; its message is for the person publishing. */
export class PublishError extends Error {
  name = 'PublishError';
  /** The server answered (and so did not store the object), as opposed to a lost connection. */
  answered = false;
}

/** @param {string} message */
const refusal = (message) => Object.assign(new PublishError(message), { answered: true });

/**
 * Reads the ZIP's central directory, finds the app bundle and reads its Contents/Info.plist (the
 * only entry whose data is read).
 * @param {string} path
 * @returns {Promise<{ size: number, entries: number, bundle: string,
 *   info: import('./publish-build-core.mjs').BundleInfo }>}
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

/**
 * @typedef {{ url: string, serviceRoleKey: string, description: string, siteUrl: string }} Target
 */

/**
 * Hosted when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set and no data directory was given
 * (--data-dir, else LOCAL_BACKEND_DATA_DIR as `npm start` reads it); otherwise the local backend
 * whose keys.json is in the data directory. The site the feed links to: --site-url, else SITE_URL,
 * else the local backend's site, else DEFAULT_SITE_URL.
 * @param {{ dataDir: string | null, env: Record<string, string | undefined>, cwd: string,
 *   siteUrl?: string | null }} options
 * @returns {Promise<Target>}
 */
export async function resolveTarget({ dataDir: given, env, cwd, siteUrl = null }) {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  const dataDir = given ?? (env.LOCAL_BACKEND_DATA_DIR?.trim() || null);
  const site = siteUrl ?? (env.SITE_URL?.trim() || null);
  if (dataDir === null && (url || key)) {
    if (!url) throw new UsageError('SUPABASE_SERVICE_ROLE_KEY is set but SUPABASE_URL is not: set both.');
    if (!key) throw new UsageError('SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: set both.');
    return {
      url: checkedUrl(url, 'SUPABASE_URL'),
      serviceRoleKey: key,
      description: new URL(url).host,
      siteUrl: siteOrigin(site ?? DEFAULT_SITE_URL),
    };
  }
  const dir = dataDir === null ? defaultDataDir : resolve(cwd, dataDir);
  const file = join(dir, 'keys.json');
  if (!existsSync(file))
    throw new UsageError(
      `No local backend keys at ${file}. Start the local backend (npm run backend${dataDir === null ? '' : ` -- --data-dir ${dataDir}`}), ` +
        'or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to publish to a hosted project.',
    );
  /** @type {{ apiUrl?: unknown, serviceRoleKey?: unknown, siteUrl?: unknown }} */
  let keys;
  try {
    keys = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new UsageError(`${file} is not valid JSON: restart the local backend to rewrite it.`);
  }
  if (typeof keys.apiUrl !== 'string' || typeof keys.serviceRoleKey !== 'string' || !keys.serviceRoleKey)
    throw new UsageError(`${file} lacks apiUrl or serviceRoleKey: restart the local backend to rewrite it.`);
  return {
    url: checkedUrl(keys.apiUrl, `apiUrl in ${file}`),
    serviceRoleKey: keys.serviceRoleKey,
    description: `the local backend at ${keys.apiUrl}`,
    siteUrl: siteOrigin(
      site ?? (typeof keys.siteUrl === 'string' && keys.siteUrl ? keys.siteUrl : DEFAULT_SITE_URL),
    ),
  };
}

/** @param {string} value @param {string} name */
function checkedUrl(value, name) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${name} is not a URL: "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${name} must be an http(s) URL.`);
  return url.href.replace(/\/+$/, '');
}

/** @param {Target} target */
const authHeaders = (target) => ({
  apikey: target.serviceRoleKey,
  authorization: `Bearer ${target.serviceRoleKey}`,
});

/** The message of an error body from PostgREST or storage-api, else the status. */
function errorMessage(/** @type {number} */ status, /** @type {string} */ text) {
  try {
    const body = JSON.parse(text);
    const message = body?.message ?? body?.error_description ?? body?.error ?? body?.msg;
    if (typeof message === 'string' && message) return `${message} (HTTP ${status})`;
  } catch {
    // not JSON
  }
  return `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** Why the backend could not be reached, in words. */
function unreachable(/** @type {Target} */ target, /** @type {unknown} */ err) {
  const cause =
    /** @type {{ cause?: { code?: string } }} */ (err).cause?.code ??
    /** @type {NodeJS.ErrnoException} */ (err).code;
  return new PublishError(`Cannot reach ${target.description}${cause ? ` (${cause})` : ''}. Is it running?`);
}

/**
 * Calls a database function over REST as the service role.
 * @param {Target} target @param {string} name @param {Record<string, unknown>} args
 */
async function rpc(target, name, args) {
  let response;
  try {
    response = await fetch(`${target.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...authHeaders(target), 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
  } catch (err) {
    throw unreachable(target, err);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    return { ok: false, status: response.status, message: errorMessage(response.status, text) };
  try {
    return { ok: true, status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    return {
      ok: false,
      status: response.status,
      message: `an answer that is not JSON (HTTP ${response.status})`,
    };
  }
}

/** @param {string} path */
const objectUrl = (/** @type {Target} */ target, path) =>
  `${target.url}/storage/v1/object/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Streams the file to the bucket (never the whole file in memory), reporting bytes sent.
 * Resolves when the server accepted it; rejects with its refusal, a network error or an abort.
 * @param {Target} target @param {string} objectPath @param {string} filePath @param {number} size
 * @param {{ onProgress?: (sent: number) => void, signal?: AbortSignal }} options
 */
export function uploadObject(target, objectPath, filePath, size, { onProgress, signal } = {}) {
  return new Promise((resolvePromise, rejectPromise) => {
    const url = new URL(objectUrl(target, objectPath));
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      headers: {
        ...authHeaders(target),
        'content-type': 'application/zip',
        'content-length': String(size),
        'cache-control': 'max-age=3600',
        'x-upsert': 'false',
      },
      signal,
    });
    let settled = false;
    const settle = (/** @type {Error | null} */ err) => {
      if (settled) return;
      settled = true;
      if (err) rejectPromise(err);
      else resolvePromise(undefined);
    };
    request.on('response', (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (err) => settle(err));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) return settle(null);
        const text = Buffer.concat(chunks).toString('utf8');
        // storage-api answers a duplicate with HTTP 400 and statusCode "409" in the body.
        const duplicate = /"statusCode"\s*:\s*"409"|Duplicate|already exists/i.test(text);
        settle(
          refusal(
            duplicate
              ? `An object already exists at ${BUCKET}/${objectPath} though no build record points at it (left by an ` +
                  'interrupted publish?). Delete it in the storage dashboard, then publish again.'
              : status === 413 || /EntityTooLarge|too large/i.test(text)
                ? `The backend refused the upload as too large (${errorMessage(status, text)}). Raise the bucket's or the project's file size limit.`
                : `The upload was refused: ${errorMessage(status, text)}.`,
          ),
        );
      });
    });
    request.on('error', (err) => {
      if (signal?.aborted) return settle(new PublishError('The upload was interrupted.'));
      settle(unreachable(target, err));
    });
    let sent = 0;
    const meter = new Transform({
      transform(chunk, _encoding, done) {
        sent += chunk.length;
        onProgress?.(sent);
        done(null, chunk);
      },
    });
    // A server that refuses early closes the socket mid-body; its answer is what matters, so
    // a write error here is left to the response and error handlers above.
    pipeline(createReadStream(filePath), meter, request).catch(() => {});
  });
}

/** @param {Target} target @param {string} objectPath @returns {Promise<boolean>} removed or absent */
async function removeObject(target, objectPath) {
  try {
    const response = await fetch(objectUrl(target, objectPath), {
      method: 'DELETE',
      headers: authHeaders(target),
    });
    const text = await response.text();
    return response.ok || response.status === 404 || /NoSuchKey|not found/i.test(text);
  } catch {
    return false;
  }
}

/**
 * Prints `12.3 / 480.0 MB (2%)` as bytes go out: rewritten in place on a terminal, one line per
 * tenth otherwise (CI logs).
 * @param {number} size @param {NodeJS.WriteStream} stream
 */
export function progressPrinter(size, stream) {
  if (size < PROGRESS_FROM_BYTES) return { update: () => {}, done: () => {} };
  const mb = (/** @type {number} */ bytes) => (bytes / (1024 * 1024)).toFixed(1);
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(/** @type {number} */ sent) {
      const percent = Math.floor((sent / size) * 100);
      const line = `Uploading ${mb(sent)} / ${mb(size)} MB (${percent}%)`;
      if (stream.isTTY) {
        const now = Date.now();
        if (now - lastDraw < 100 && sent < size) return;
        lastDraw = now;
        stream.write(`\r${line}`);
      } else if (Math.floor(percent / 10) > lastTenth) {
        lastTenth = Math.floor(percent / 10);
        stream.write(`${line}\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

/**
 * Rewrites releases/appcast.xml from every published build. The bucket is public (the app reads
 * it without a session); only the service role writes it.
 * @param {Target} target
 * @returns {Promise<string>} the feed's public URL
 */
export async function writeFeed(target) {
  const releases = await rpc(target, 'list_releases', {});
  if (!releases.ok || !Array.isArray(releases.body))
    throw new PublishError(
      `Reading the published builds for the feed failed: ${releases.ok ? 'not a list' : releases.message}.`,
    );
  const xml = buildAppcast(releases.body, target.siteUrl);
  const url = `${target.url}/storage/v1/object/${FEED_BUCKET}/${FEED_OBJECT}`;
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        ...authHeaders(target),
        'content-type': 'application/xml',
        // Short: a new build should reach the app's next check, not the next hour's.
        'cache-control': 'max-age=300',
        'x-upsert': 'true',
      },
      body: xml,
    });
  } catch (err) {
    throw unreachable(target, err);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new PublishError(
      `Writing ${FEED_BUCKET}/${FEED_OBJECT} failed: ${errorMessage(response.status, text)}` +
        (/Bucket not found/i.test(text) ? ' (apply the migrations: the releases bucket is missing)' : '') +
        '.',
    );
  return `${target.url}/storage/v1/object/public/${FEED_BUCKET}/${FEED_OBJECT}`;
}

/**
 * The whole publish. Throws UsageError / BuildFileError / PublishError with a message for people;
 * changes nothing unless it succeeds (the feed, written last, is rewritten from the records by the
 * next publish if writing it fails).
 * @param {{ zipPath: string, version?: string | null, notesPath?: string | null,
 *   channel?: 'stable' | 'beta', target: Target, signal?: AbortSignal,
 *   log?: (line: string) => void, progress?: NodeJS.WriteStream, onRecordStep?: () => void }} options
 */
export async function publishBuild({
  zipPath,
  version: expectedVersion = null,
  notesPath = null,
  channel = 'stable',
  target,
  signal,
  log = console.log,
  progress = process.stderr,
  onRecordStep,
}) {
  const zip = await inspectZip(zipPath);
  const { info } = zip;
  checkVersionAgrees(info, expectedVersion);
  const version = info.version;
  const notes = await readNotes(notesPath);
  const sha256 = await sha256File(zipPath);
  const record = buildRecord(version);
  log(
    `${zipPath}: a ZIP of ${zip.entries} entries holding ${zip.bundle} ${version} (build ${info.buildNumber}, ` +
      `macOS ${info.minimumMacos} or later), ${sizeInMb(zip.size)} MB, SHA-256 ${sha256}.`,
  );

  const checkArgs = { p_version: version, p_file_path: record.file_path, p_build_number: info.buildNumber };
  const check = await rpc(target, 'check_app_file_publishable', checkArgs);
  if (!check.ok) {
    throw new PublishError(
      check.status === 409 && /version/.test(check.message)
        ? `Version ${version} is already published; nothing was changed.`
        : /not above/.test(check.message)
          ? `Build number ${info.buildNumber} (CFBundleVersion) is not above the last published build number, ` +
            `${/build number (\d+)\b(?!.*build number)/.exec(check.message)?.[1] ?? '(unknown)'}. Nothing was changed.`
          : check.status === 404
            ? `The backend lacks public.check_app_file_publishable(p_version, p_file_path, p_build_number): apply ` +
              `the migrations (npx supabase db push, or restart the local backend). ${check.message}.`
            : `The backend refused the build: ${check.message}.`,
    );
  }

  log(`Uploading to ${BUCKET}/${record.file_path} on ${target.description}…`);
  const printer = progressPrinter(zip.size, progress);
  try {
    await uploadObject(target, record.file_path, zipPath, zip.size, { onProgress: printer.update, signal });
  } catch (err) {
    printer.done();
    // Unless the server answered with a refusal, the object may have landed (a connection lost
    // after the last byte, Ctrl-C): an object without a record must not stay.
    const answered = err instanceof PublishError && err.answered;
    if (!answered && !(await removeObject(target, record.file_path)))
      throw new PublishError(
        `${err instanceof Error ? err.message : String(err)} ${BUCKET}/${record.file_path} may have been stored ` +
          'and could not be removed: delete it if it exists.',
      );
    throw err;
  }
  printer.done();

  onRecordStep?.();
  const published = await rpc(target, 'publish_app_file', {
    p_file_name: record.file_name,
    p_version: version,
    p_file_size_mb: sizeInMb(zip.size),
    p_file_type: record.file_type,
    p_file_path: record.file_path,
    p_build_number: info.buildNumber,
    p_minimum_macos: info.minimumMacos,
    p_sha256: sha256,
    p_notes: notes,
    p_channel: channel,
  }).catch((err) => ({ ok: false, status: 0, message: err instanceof Error ? err.message : String(err) }));
  // No answer at all (status 0): the record may have been stored. Ask before removing the file,
  // which would leave a record without its object.
  const stored =
    !published.ok && published.status === 0
      ? await rpc(target, 'check_app_file_publishable', checkArgs)
          .then((answer) => (answer.ok ? false : answer.status === 409 ? true : null))
          .catch(() => null)
      : false;
  if (stored === null)
    throw new PublishError(
      `Recording the build got no answer (${published.ok ? '' : published.message}) and the backend cannot say whether ` +
        `it was stored. If public.app_files has no row for ${version}, delete ${BUCKET}/${record.file_path}.`,
    );
  if (!published.ok && !stored) {
    const removed = await removeObject(target, record.file_path);
    throw new PublishError(
      `Recording the build failed: ${published.message}. ` +
        (removed
          ? 'The uploaded file was removed; nothing was published.'
          : `The uploaded file could not be removed: delete ${BUCKET}/${record.file_path} by hand.`),
    );
  }

  log(
    `Published ${record.file_name} (version ${version}, build ${info.buildNumber}, ${channel}, ${sizeInMb(zip.size)} MB).`,
  );
  let feedUrl;
  try {
    feedUrl = await writeFeed(target);
  } catch (err) {
    throw new PublishError(
      `The build is published, but the update feed was not rewritten: ${err instanceof Error ? err.message : String(err)} ` +
        'The next publish rewrites it from every record.',
    );
  }
  log(`Feed: ${feedUrl}`);

  const latest = await rpc(target, 'get_latest_file', {}).catch(() => null);
  const latestVersion = latest?.ok && Array.isArray(latest.body) ? latest.body[0]?.version : undefined;
  if (channel === 'stable' && latestVersion !== version)
    log(
      `Note: get_latest_file answers ${latestVersion ?? 'nothing'}, not ${version}; check the records' published_at.`,
    );
  return {
    ...record,
    file_size_mb: sizeInMb(zip.size),
    build_number: info.buildNumber,
    minimum_macos: info.minimumMacos,
    sha256,
    channel,
  };
}

/** @param {string[]} argv @returns {Promise<number>} the exit code */
export async function main(argv, env = process.env) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\nRun with --help for usage.`);
      return 2;
    }
    throw err;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  // npm runs scripts from the repository root; relative paths are meant from where it was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  const controller = new AbortController();
  let recording = false;
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(130);
    if (recording) {
      console.error('\nFinishing the record step (Ctrl-C again to quit at once)…');
      return;
    }
    console.error('\nInterrupted: cleaning up…');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    const target = await resolveTarget({ dataDir: options.dataDir, env, cwd, siteUrl: options.siteUrl });
    await publishBuild({
      zipPath: resolve(cwd, options.zipPath),
      version: options.version,
      notesPath: options.notesPath === null ? null : resolve(cwd, options.notesPath),
      channel: options.channel,
      target,
      signal: controller.signal,
      onRecordStep: () => (recording = true),
    });
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof BuildFileError || err instanceof PublishError) {
      console.error(err.message);
      return controller.signal.aborted ? 130 : err instanceof UsageError ? 2 : 1;
    }
    throw err;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
