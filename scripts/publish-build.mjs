#!/usr/bin/env node
// `npm run publish-build -- <zip> [--notes notes.md] [--channel beta]`: checks the ZIP, reads the
// app's Info.plist and hashes the file, refuses a version already published or a build number not
// above the last, streams the file to the app-builds bucket with the service-role key, records it
// with public.publish_app_file(), then rewrites the public feed (releases/appcast.xml). On any
// failure after the upload it deletes the object again, so the site never sees a record without its
// bytes nor bytes without a record.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUCKET,
  BuildFileError,
  buildRecord,
  checkVersionAgrees,
  parseArguments,
  sizeInMb,
  USAGE,
  UsageError,
} from './publish-build-core.mjs';
import { PublishError, removeObject, rpc, uploadObject, writeFeed } from './publish-build/backend.mjs';
import { inspectZip, readNotes, sha256File } from './publish-build/local-files.mjs';
import { progressPrinter } from './publish-build/progress.mjs';
import { resolveTarget } from './publish-build/target.mjs';

// The steps, for the tests and for other scripts.
export { PublishError, uploadObject, writeFeed } from './publish-build/backend.mjs';
export { inspectZip, readNotes, sha256File } from './publish-build/local-files.mjs';
export { progressPrinter } from './publish-build/progress.mjs';
export { defaultDataDir, resolveTarget } from './publish-build/target.mjs';

/** @typedef {import('./publish-build/target.mjs').Target} Target */

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
