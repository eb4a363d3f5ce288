// `npm run bench -w @clipnest/local-backend`: throughput of the local backend on loopback.
// Runs the CLI in a child process on a fresh temporary data directory (so the server's memory
// can be measured apart from this client), prints the figures, and cleans up. Bounded: every
// loop has a fixed count, and the child is stopped at the end.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { packageDir } from '../src/config.ts';

const OBJECT_MB = 100;
/** Concurrent verified-user downloads of the big object, one run per count. */
const DOWNLOADERS = [8, 50];
const SIGNUPS = 200;
const SIGNINS = 200;
const RPC_CALLS = 1000;
const CONCURRENCY = 8;
const PASSWORD = 'bench-password-1';

const root = mkdtempSync(join(tmpdir(), 'local-backend-bench-'));
const dataDir = join(root, 'data');

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Runs `count` jobs with at most `concurrency` in flight; returns each job's duration in ms. */
async function pool(
  count: number,
  concurrency: number,
  job: (i: number) => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await job(i);
        times.push(performance.now() - t);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

async function expectOk(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function main(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--data-dir', dataDir, '--port', '0', '--mailbox-port', '0'],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        LOCAL_BACKEND_FILE_SIZE_LIMIT: String(200 * 1024 * 1024),
        LOCAL_BACKEND_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
        LOCAL_BACKEND_RATE_LIMIT_EMAIL_SENT: '1000000',
        LOCAL_BACKEND_RATE_LIMIT_TOKEN_VERIFICATIONS: '1000000',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const startedAt = performance.now();
    while (!/Mailbox:\s+(http\S+)/.test(out)) {
      if (child.exitCode !== null || performance.now() - startedAt > 120_000)
        throw new Error(`backend did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as {
      apiUrl: string;
      mailboxUrl: string;
      anonKey: string;
      serviceRoleKey: string;
    };
    const api = keys.apiUrl;
    const pid = child.pid!;
    const anon = {
      apikey: keys.anonKey,
      Authorization: `Bearer ${keys.anonKey}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    };
    console.log(
      `Local backend benchmark (Node ${process.version}, first start incl. database creation: ${((performance.now() - startedAt) / 1000).toFixed(1)} s)\n`,
    );

    // A verified user, as the site would have one.
    const email = 'bench@example.com';
    await expectOk(
      await fetch(`${api}/auth/v1/signup`, {
        method: 'POST',
        headers: anon,
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
      'signup',
    );
    const list = (await (await fetch(`${keys.mailboxUrl}/api/v1/messages`)).json()) as {
      messages: { ID: string }[];
    };
    const msg = (await (await fetch(`${keys.mailboxUrl}/api/v1/message/${list.messages[0]!.ID}`)).json()) as {
      Text: string;
    };
    // The mailed code, as a visitor types it into the site (verifyOtp).
    const code = /Enter this code in the Clipnest window:\s*(\d{6})/.exec(msg.Text)![1];
    const verified = await fetch(`${api}/auth/v1/verify`, {
      method: 'POST',
      headers: anon,
      body: JSON.stringify({ type: 'signup', email, token: code }),
    });
    const token = ((await expectOk(verified, 'verify')) as { access_token: string }).access_token;
    const user = { ...anon, Authorization: `Bearer ${token}` };

    // ---- 100 MB object, concurrent downloads ------------------------------------------------
    const blob = join(root, 'big.zip');
    const fh = await open(blob, 'w');
    const chunk = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < OBJECT_MB; i++) {
      chunk.fill(i % 251);
      await fh.write(chunk);
    }
    await fh.close();
    const size = statSync(blob).size;
    const uploadStart = performance.now();
    await expectOk(
      await fetch(`${api}/storage/v1/object/app-builds/bench/big.zip`, {
        method: 'POST',
        headers: {
          apikey: keys.serviceRoleKey,
          Authorization: `Bearer ${keys.serviceRoleKey}`,
          'Content-Type': 'application/zip',
          'x-upsert': 'true',
        },
        body: Readable.toWeb(createReadStream(blob)) as ReadableStream,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' }),
      'upload',
    );
    const uploadS = (performance.now() - uploadStart) / 1000;
    console.log(
      `Upload of a ${OBJECT_MB} MB object (streamed, service role): ${uploadS.toFixed(2)} s, ${(OBJECT_MB / uploadS).toFixed(0)} MB/s`,
    );

    for (const downloaders of DOWNLOADERS) {
      const baseline = rssMb(pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
      const dlStart = performance.now();
      let bytes = 0;
      await Promise.all(
        Array.from({ length: downloaders }, async () => {
          const res = await fetch(`${api}/storage/v1/object/app-builds/bench/big.zip`, { headers: user });
          if (!res.ok || !res.body) throw new Error(`download: HTTP ${res.status}`);
          for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) bytes += part.byteLength;
        }),
      );
      const dlS = (performance.now() - dlStart) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      if (bytes !== size * downloaders)
        throw new Error(`downloaded ${bytes} bytes, expected ${size * downloaders}`);
      console.log(
        `${downloaders} concurrent verified-user downloads of ${OBJECT_MB} MB: ${(bytes / 1024 / 1024 / dlS).toFixed(0)} MB/s total in ${dlS.toFixed(2)} s; ` +
          `server RSS ${baseline.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB)`,
      );
    }

    // ---- auth throughput --------------------------------------------------------------------
    let t = performance.now();
    await pool(SIGNUPS, CONCURRENCY, async (i) => {
      await expectOk(
        await fetch(`${api}/auth/v1/signup`, {
          method: 'POST',
          headers: anon,
          body: JSON.stringify({ email: `bench-${i}@example.com`, password: PASSWORD }),
        }),
        'signup',
      );
    });
    let s = (performance.now() - t) / 1000;
    console.log(
      `Sign-ups (bcrypt cost 10, confirmation mail stored), ${CONCURRENCY} in flight: ${(SIGNUPS / s).toFixed(1)} /s`,
    );

    t = performance.now();
    await pool(SIGNINS, CONCURRENCY, async () => {
      await expectOk(
        await fetch(`${api}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: anon,
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
        'signin',
      );
    });
    s = (performance.now() - t) / 1000;
    console.log(
      `Sign-ins (password grant, bcrypt cost 10), ${CONCURRENCY} in flight: ${(SIGNINS / s).toFixed(1)} /s`,
    );

    // ---- RPC latency ------------------------------------------------------------------------
    const files = (await expectOk(
      await fetch(`${api}/rest/v1/rpc/get_latest_file`, { method: 'POST', headers: anon, body: '{}' }),
      'rpc',
    )) as { id: string }[];
    const fileId = files[0]!.id;
    const rpc = async (fn: string, headers: Record<string, string>, body: string): Promise<void> => {
      await expectOk(await fetch(`${api}/rest/v1/rpc/${fn}`, { method: 'POST', headers, body }), fn);
    };
    const report = (label: string, times: number[], wallMs: number): void =>
      console.log(
        `${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, ${((times.length / wallMs) * 1000).toFixed(0)} calls/s`,
      );
    for (const [label, fn, headers, body] of [
      ['get_latest_file (anon)', 'get_latest_file', anon, '{}'],
      [
        'increment_download_count (verified user)',
        'increment_download_count',
        user,
        JSON.stringify({ file_id: fileId }),
      ],
    ] as const) {
      for (const concurrency of [1, 16]) {
        t = performance.now();
        const times = await pool(RPC_CALLS, concurrency, () => rpc(fn, headers, body));
        report(`RPC ${label}, ${concurrency} in flight, ${RPC_CALLS} calls`, times, performance.now() - t);
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
