// The backend's side of a publish, as the service role: database functions over REST, the build's
// upload to (and removal from) storage, and the update feed.
import { createReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BUCKET, buildAppcast, FEED_BUCKET, FEED_OBJECT } from '../publish-build-core.mjs';

/** @typedef {import('./target.mjs').Target} Target */

/** A refusal by the backend or a failed step; its message is for the person publishing. */
export class PublishError extends Error {
  name = 'PublishError';
  /** The server answered (and so did not store the object), as opposed to a lost connection. */
  answered = false;
}

/** @param {string} message */
const refusal = (message) => Object.assign(new PublishError(message), { answered: true });

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
export async function rpc(target, name, args) {
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
export async function removeObject(target, objectPath) {
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
