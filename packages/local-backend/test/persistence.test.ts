// Over 300 lines on purpose: every case of one subject in one file, sharing one running backend.
// What survives a stop, a start and a crash; the data directory: where it is, who may read it,
// and what --reset may wipe.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../src/db/database.ts';
import { defaultDataDir, packageDir, resolveSettings } from '../src/config.ts';
import { wipeDataDir } from '../src/data-dir.ts';
import {
  authHeaders,
  CALLBACK,
  client,
  copyTemplate,
  followLink,
  mailsTo,
  PASSWORD,
  startTestBackend,
  uniqueEmail,
  verifiedUser,
  verifyLinkFor,
} from './helpers.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('persistence', () => {
  it('users, sessions, counts, files and mails survive a stop and a start on the same directory', async () => {
    const dataDir = copyTemplate();
    dirs.push(dataDir);
    const first = await startTestBackend({ dataDir });
    const { email, sb } = await verifiedUser(first);
    const session = (await sb.auth.getSession()).data.session!;
    const fileId = ((await sb.rpc('get_latest_file')).data as { id: string }[])[0]!.id;
    const counted = (await sb.rpc('increment_download_count', { file_id: fileId })).data as number;
    const pending = uniqueEmail('pending');
    await client(first).auth.signUp({
      email: pending,
      password: PASSWORD,
      options: { emailRedirectTo: CALLBACK },
    });
    const pendingLink = await verifyLinkFor(first, pending);
    await first.stop();
    expect(existsSync(join(dataDir, 'backend.pid'))).toBe(false);

    const second = await startTestBackend({ dataDir });
    try {
      // The session: its access token is accepted and its refresh token rotates.
      const headers = authHeaders(second, session.access_token);
      const me = await fetch(`${second.apiUrl}/auth/v1/user`, { headers });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
      const refreshed = await client(second).auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error).toBeNull();
      // The user, the count and the file.
      const again = client(second);
      expect((await again.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const latest = ((await again.rpc('get_latest_file')).data as { download_count: number }[])[0]!;
      expect(latest.download_count).toBe(counted);
      const dl = await again.storage.from('app-builds').download('macos/Clipnest-3.6.0.zip');
      expect(dl.error).toBeNull();
      expect(dl.data!.size).toBeGreaterThan(200 * 1024);
      // Mails, and the pending link still works on the new server.
      expect(await mailsTo(second, pending)).toHaveLength(1);
      const pendingLinkNow = pendingLink.replace(first.apiUrl, second.apiUrl);
      expect((await followLink(pendingLinkNow)).fragment.get('access_token')).toBeTruthy();
      // Keys are stable per directory.
      expect(second.anonKey).toBe(first.anonKey);
    } finally {
      await second.stop();
    }
  });

  it('a data directory in use by a running backend is refused', async () => {
    const dataDir = copyTemplate();
    dirs.push(dataDir);
    const running = await startTestBackend({ dataDir });
    try {
      await expect(startTestBackend({ dataDir })).rejects.toThrow(/another local backend/);
    } finally {
      await running.stop();
    }
  });

  it('SIGKILL in the middle of a burst of sign-ups and increments loses nothing acknowledged', async () => {
    const dataDir = copyTemplate();
    dirs.push(dataDir);
    // A verified user and the file id, prepared in-process; then the CLI in a child process.
    const prep = await startTestBackend({ dataDir });
    const { email } = await verifiedUser(prep);
    const fileId = ((await client(prep).rpc('get_latest_file')).data as { id: string }[])[0]!.id;
    const startCount = Number(
      (
        await prep.query<{ n: string }>(
          'select download_count::text as n from public.app_files where id = $1',
          [fileId],
        )
      )[0]!.n,
    );
    await prep.stop();

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--data-dir', dataDir, '--port', '0', '--mailbox-port', '0'],
      {
        cwd: packageDir,
        env: {
          ...process.env,
          LOCAL_BACKEND_BCRYPT_COST: '4',
          LOCAL_BACKEND_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
          LOCAL_BACKEND_RATE_LIMIT_EMAIL_SENT: '100000',
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ? -1 : code)),
    );
    const deadline = Date.now() + 60_000;
    while (!/API:\s+(http\S+)/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`CLI did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const apiUrl = /API:\s+(http\S+)/.exec(output)![1]!;
    const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as {
      anonKey: string;
      apiUrl: string;
    };
    expect(keys.apiUrl).toBe(apiUrl);
    const live = { apiUrl, anonKey: keys.anonKey } as Parameters<typeof authHeaders>[0];

    const signIn = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: authHeaders(live),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;

    const ackedUsers = new Map<string, string>();
    let ackedIncrements = 0;
    let sentIncrements = 0;
    let stop = false;
    const signUps = async (): Promise<void> => {
      while (!stop) {
        const mail = uniqueEmail('burst');
        try {
          const res = await fetch(`${apiUrl}/auth/v1/signup`, {
            method: 'POST',
            headers: authHeaders(live),
            body: JSON.stringify({ email: mail, password: PASSWORD }),
          });
          if (res.status === 200) ackedUsers.set(mail, ((await res.json()) as { id: string }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const increments = async (): Promise<void> => {
      while (!stop) {
        try {
          sentIncrements++;
          const res = await fetch(`${apiUrl}/rest/v1/rpc/increment_download_count`, {
            method: 'POST',
            headers: authHeaders(live, token),
            body: JSON.stringify({ file_id: fileId }),
          });
          if (res.status === 200) {
            await res.json();
            ackedIncrements++;
          }
        } catch {
          return;
        }
      }
    };
    const workers = [...Array.from({ length: 4 }, signUps), ...Array.from({ length: 8 }, increments)];
    while (ackedUsers.size < 40 || ackedIncrements < 150) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    expect(await exited).toBe(-1);
    stop = true;
    await Promise.all(workers);

    // Open the database directly: it must open cleanly and hold everything acknowledged.
    const db = await Database.open(join(dataDir, 'pgdata'));
    try {
      const users = await db.admin(
        async (tx) =>
          (
            await tx.query<{ email: string; id: string }>(
              "select email, id from auth.users where email like 'burst-%'",
            )
          ).rows,
      );
      const byEmail = new Map(users.map((u) => [u.email, u.id]));
      for (const [mail, id] of ackedUsers) expect(byEmail.get(mail), mail).toBe(id);
      const mails = await db.admin(
        async (tx) =>
          (
            await tx.query<{ n: number }>(
              "select count(*)::int as n from local_backend.mail_messages where to_address like 'burst-%'",
            )
          ).rows[0]!.n,
      );
      expect(mails).toBeGreaterThanOrEqual(ackedUsers.size);
      const count = await db.admin(async (tx) =>
        Number(
          (
            await tx.query<{ n: string }>(
              'select download_count::text as n from public.app_files where id = $1',
              [fileId],
            )
          ).rows[0]!.n,
        ),
      );
      expect(count).toBeGreaterThanOrEqual(startCount + ackedIncrements);
      expect(count).toBeLessThanOrEqual(startCount + sentIncrements);
    } finally {
      await db.close();
    }

    // And the backend starts on it (taking over the stale lock) and answers normally.
    const after = await startTestBackend({ dataDir });
    try {
      expect((await client(after).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const [someone] = [...ackedUsers.keys()];
      const again = await client(after).auth.signInWithPassword({ email: someone!, password: PASSWORD });
      expect(again.error?.code).toBe('email_not_confirmed');
    } finally {
      await after.stop();
    }
  });
});

describe('the data directory', () => {
  /** Starts the CLI as `npm run backend` would (cwd = the package, INIT_CWD = where npm ran). */
  async function startCli(
    initCwd: string,
    args: string[],
    env: Record<string, string> = {},
  ): Promise<{ dataLine: string; stop: () => Promise<void> }> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--mailbox-port', '0', ...args],
      {
        cwd: packageDir,
        env: { ...process.env, LOCAL_BACKEND_DATA_DIR: '', ...env, INIT_CWD: initCwd, SMTP_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const deadline = Date.now() + 60_000;
    while (!/Data:\s+(.+) \(keys/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`CLI did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return {
      dataLine: /Data:\s+(.+) \(keys/.exec(output)![1]!,
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }

  it('a relative --data-dir and a relative LOCAL_BACKEND_DATA_DIR both resolve from where npm ran', async () => {
    // Two copies of the template under one folder, standing for where the user ran npm.
    const template = copyTemplate();
    dirs.push(template);
    const root = join(template, '..');
    cpSync(template, join(root, 'via-flag'), { recursive: true });
    cpSync(template, join(root, 'via-env'), { recursive: true });

    const viaFlag = await startCli(root, ['--data-dir', 'via-flag']);
    try {
      expect(viaFlag.dataLine).toBe(join(root, 'via-flag'));
      expect(existsSync(join(root, 'via-flag', 'keys.json'))).toBe(true);
    } finally {
      await viaFlag.stop();
    }
    const viaEnv = await startCli(root, [], { LOCAL_BACKEND_DATA_DIR: 'via-env' });
    try {
      expect(viaEnv.dataLine).toBe(join(root, 'via-env'));
      expect(existsSync(join(root, 'via-env', 'keys.json'))).toBe(true);
    } finally {
      await viaEnv.stop();
    }
    // Nothing was created in the package folder.
    expect(existsSync(join(packageDir, 'via-flag'))).toBe(false);
    expect(existsSync(join(packageDir, 'via-env'))).toBe(false);
  });

  it('resolveSettings: INIT_CWD, else the current folder; absolute paths unchanged', () => {
    const from = (env: Record<string, string>, dataDir?: string) => resolveSettings({ env, dataDir }).dataDir;
    expect(from({ INIT_CWD: '/srv/checkout', LOCAL_BACKEND_DATA_DIR: 'data/a' })).toBe(
      '/srv/checkout/data/a',
    );
    expect(from({ INIT_CWD: '/srv/checkout' }, 'data/b')).toBe('/srv/checkout/data/b');
    expect(from({ LOCAL_BACKEND_DATA_DIR: 'data/c' })).toBe(join(process.cwd(), 'data/c'));
    expect(from({ INIT_CWD: '/srv/checkout', LOCAL_BACKEND_DATA_DIR: '/var/lib/lb' })).toBe('/var/lib/lb');
    expect(from({ INIT_CWD: '/srv/checkout' })).toBe(defaultDataDir);
  });
});

/** Every folder and file under `dir` (itself included) with its permission bits. */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: dir, dir: true, mode: lstatSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modes(path));
    else if (entry.isFile()) out.push({ path, dir: false, mode: lstatSync(path).mode & 0o777 });
  }
  return out;
}

function loosen(dir: string): void {
  for (const entry of modes(dir)) chmodSync(entry.path, entry.dir ? 0o777 : 0o666);
}

const octal = (n: number): string => `0${n.toString(8)}`;

describe('the data directory is private to its owner', () => {
  it('fixes up a world-readable directory from an earlier version, and keeps new files private', async () => {
    const dataDir = copyTemplate();
    loosen(dataDir);
    expect(modes(dataDir).filter((e) => e.mode === 0o666).length).toBeGreaterThan(100);
    const own = await startTestBackend({ dataDir });
    try {
      // While running: nobody else can even enter the folder.
      expect(octal(lstatSync(dataDir).mode & 0o777)).toBe('0700');
      expect(octal(lstatSync(join(dataDir, 'pgdata')).mode & 0o777)).toBe('0700');
      // Writes: a sign-up (WAL, mail) and an upload (object bytes).
      const res = await fetch(`${own.apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: authHeaders(own),
        body: JSON.stringify({ email: uniqueEmail('private'), password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      const up = await fetch(`${own.apiUrl}/storage/v1/object/app-builds/private/x.zip`, {
        method: 'POST',
        headers: {
          apikey: own.serviceRoleKey,
          Authorization: `Bearer ${own.serviceRoleKey}`,
          'Content-Type': 'application/zip',
        },
        body: new Uint8Array(1024),
      });
      expect(up.status).toBe(200);
      const storage = modes(join(dataDir, 'storage')).filter((e) => !e.dir);
      expect(storage.length).toBeGreaterThan(1);
      expect(storage.filter((e) => e.mode !== 0o600)).toEqual([]);
    } finally {
      await own.stop();
    }
    const loose = modes(dataDir).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
    expect(loose.map((e) => `${octal(e.mode)} ${e.path}`)).toEqual([]);
    await own.dispose();
  });

  it('creates a new data directory private from the start', async () => {
    const dataDir = join(copyTemplate(), '..', 'fresh');
    const own = await startTestBackend({ dataDir });
    try {
      expect(octal(lstatSync(dataDir).mode & 0o777)).toBe('0700');
      expect(octal(lstatSync(join(dataDir, 'secrets.json')).mode & 0o777)).toBe('0600');
      expect(octal(lstatSync(join(dataDir, 'backend.pid')).mode & 0o777)).toBe('0600');
    } finally {
      await own.stop();
    }
    const loose = modes(dataDir).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
    expect(loose.map((e) => `${octal(e.mode)} ${e.path}`)).toEqual([]);
    await own.dispose();
  });
});

describe('--reset', () => {
  it('wipes a data directory of ours, and refuses one holding anything else', () => {
    const root = mkdtempSync(join(tmpdir(), 'lb-wipe-'));
    const ours = join(root, 'ours');
    mkdirSync(join(ours, 'pgdata'), { recursive: true });
    writeFileSync(join(ours, 'secrets.json'), '{}');
    wipeDataDir(ours);
    expect(existsSync(ours)).toBe(false);
    writeFileSync(join(root, 'notes.txt'), 'mine');
    expect(() => wipeDataDir(root)).toThrow(/refusing to wipe/);
    expect(existsSync(join(root, 'notes.txt'))).toBe(true);
  });
});
