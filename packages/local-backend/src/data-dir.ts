// The data directory: only ever wiped when it holds nothing but our files, and used by one
// backend at a time (PGlite must never be opened twice).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKERS = ['pgdata', 'pgdata.init', 'secrets.json', 'keys.json', 'storage', 'backend.pid'];

/** Removes a data directory, but only one that is empty or holds our files. */
export function wipeDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.some((e) => !MARKERS.includes(e))) {
    throw new Error(`refusing to wipe ${dir}: it holds files the local backend did not create`);
  }
  rmSync(dir, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const openInThisProcess = new Set<string>();

/** One backend per data directory: PGlite must never be opened twice. A stale lock is taken over. */
export function lockDataDir(dir: string): () => void {
  if (openInThisProcess.has(dir)) throw new Error(`another local backend in this process is using ${dir}`);
  const file = join(dir, 'backend.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`another local backend (pid ${pid}) is using ${dir}`);
    }
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  openInThisProcess.add(dir);
  return () => {
    openInThisProcess.delete(dir);
    rmSync(file, { force: true });
  };
}
