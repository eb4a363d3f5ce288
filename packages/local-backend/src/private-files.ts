// The data directory holds the database (recovery tokens sit in its WAL), the JWT secret and the
// object bytes: it and everything in it are private to its owner (folders 0700, files 0600).
// PGlite creates its files 0666 whatever the umask, and earlier versions of the backend left
// folders 0755, so the whole tree is fixed up at start and at stop; while the server runs, the
// 0700 top folder keeps other users out of anything created in between.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Sets `dir` and everything below it to owner-only modes. Symbolic links are left alone. */
export function makePrivate(dir: string): void {
  let stat;
  try {
    stat = lstatSync(dir);
  } catch {
    return;
  }
  if (!stat.isDirectory()) return;
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) ignoreMissing(() => chmodSync(dir, PRIVATE_DIR_MODE));
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile())
      ignoreMissing(() => {
        if ((lstatSync(path).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(path, PRIVATE_FILE_MODE);
      });
  }
}

/** A file the database removes while the tree is walked is no longer anyone's concern. */
function ignoreMissing(fn: () => void): void {
  try {
    fn();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
