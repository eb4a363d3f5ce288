// Bucket ids and object names as they arrive in URLs and bodies. Anything that could climb out
// of a folder or confuse a file system is refused: `.`/`..` segments, absolute paths,
// backslashes, NUL and other control characters, empty segments. The allowed characters are
// storage-api's.

const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const BUCKET = /^[\w!\-.*'() &$@=;:+,?]{1,100}$/;

/** An error message, or null when `name` is an acceptable object name. */
export function objectNameProblem(name: string): string | null {
  if (name.length === 0) return 'empty key';
  if (name.length > 1024) return 'key too long';
  if (!KEY_CHARS.test(name)) return 'invalid characters';
  if (name.startsWith('/')) return 'absolute path';
  const segments = name.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return 'invalid path segment';
  return null;
}

export function isValidBucketId(id: string): boolean {
  return BUCKET.test(id) && id !== '.' && id !== '..';
}

/** A list prefix: "" or a folder path, with or without a trailing slash. */
export function prefixProblem(prefix: string): string | null {
  if (prefix === '') return null;
  if (prefix.length > 1024) return 'prefix too long';
  if (!KEY_CHARS.test(prefix) || prefix.startsWith('/')) return 'invalid prefix';
  const segments = prefix.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return 'invalid prefix';
  return null;
}

export type SplitPath = { ok: true; bucket: string; name: string } | { ok: false; raw: string };

/**
 * Splits the still percent-encoded remainder of a URL path ("<bucket>/<name...>") and decodes
 * each part once. A malformed escape is reported, not thrown.
 */
export function splitObjectPath(encoded: string): SplitPath {
  const slash = encoded.indexOf('/');
  try {
    const bucket = decodeURIComponent(slash < 0 ? encoded : encoded.slice(0, slash));
    const name = slash < 0 ? '' : decodeURIComponent(encoded.slice(slash + 1));
    return { ok: true, bucket, name };
  } catch {
    return { ok: false, raw: encoded };
  }
}

/** The object key storage-api would see in a raw /storage/v1 path (for the InvalidKey message). */
export function keyInRawPath(path: string): string {
  const m =
    /^\/storage\/v1\/object\/(?:(?:sign|public|authenticated|info|list|upload\/sign)\/)?[^/]*\/(.*)$/.exec(
      path,
    );
  const raw = m ? m[1]! : path.replace(/^\/storage\/v1\/?/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
