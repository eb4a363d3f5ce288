// `npm start`: the whole thing on loopback with one command. Starts the local Supabase-compatible
// backend (unless VITE_SUPABASE_URL points at a hosted project), builds @clipnest/ui and the site
// when their sources changed since the last build, serves the site as production would, and prints
// the site, API and mailbox URLs. The backend's URL and key reach the page at run time
// (/runtime-config.json), so a new backend needs no rebuild. Ports already taken (a Supabase CLI
// stack on 54321/54324) are replaced by free ones, or named with PORT, LOCAL_BACKEND_PORT and
// LOCAL_MAILBOX_PORT. `npm run dev` serves the site from
// Vite's dev server instead. One Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { choosePort } from './ports.mjs';
import { serveSite } from './site-server.mjs';

const started = Date.now();
const dev = process.argv.includes('--dev');

const sitePort = await choosePort('Site', 'PORT', dev ? 5173 : 4173);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const children = new Set();
let backend;

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** A hash of every file under the given paths (folders walked, node_modules and dist skipped). */
function hashInputs(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(path, name));
      }
    } else hash.update(path).update(readFileSync(path));
  };
  paths.forEach(visit);
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITE_')) hash.update(`${key}=${value}`);
  }
  return hash.digest('hex');
}

const stampDir = join('node_modules', '.cache', 'clipnest-start');
/** Runs `build` unless `output` exists and the inputs hash to what they were at its last build. */
async function buildIfChanged(name, inputs, output, build) {
  const stamp = join(stampDir, `${name}.sha256`);
  const hash = hashInputs(inputs);
  if (existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${name}: up to date`);
    return;
  }
  await build();
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stamp, hash);
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await backend?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  const hosted = Boolean(process.env.VITE_SUPABASE_URL);
  let supabase = hosted
    ? { supabaseUrl: process.env.VITE_SUPABASE_URL, supabaseAnonKey: process.env.VITE_SUPABASE_ANON_KEY }
    : null;
  if (!hosted) {
    const { startLocalBackend } = await import('@clipnest/local-backend');
    backend = await startLocalBackend({
      siteUrl,
      port: await choosePort('Local backend API', 'LOCAL_BACKEND_PORT', 54321),
      mailboxPort: await choosePort('Local backend mailbox', 'LOCAL_MAILBOX_PORT', 54324),
      log: (m) => console.error(`[local-backend] ${m}`),
    });
    // The anon key is public by design (row-level security guards the data); the service-role key
    // never leaves this process.
    supabase = { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey };
  }
  const uiInputs = [
    'packages/ui/src',
    'packages/ui/package.json',
    'packages/ui/tsconfig.build.json',
    'packages/ui/vite.config.ts',
    'packages/ui/scripts',
    'package-lock.json',
  ];
  await buildIfChanged('ui', uiInputs, 'packages/ui/dist', () =>
    run('npm', ['run', 'build', '-w', '@clipnest/ui']),
  );
  const urls = () =>
    [
      `  Clipnest site:  ${siteUrl}/`,
      backend && `  Supabase API:   ${backend.apiUrl}`,
      backend && `  Mailbox:        ${backend.mailboxUrl}`,
      hosted && `  Supabase API:   ${process.env.VITE_SUPABASE_URL} (hosted)`,
    ]
      .filter(Boolean)
      .join('\n');
  if (dev) {
    console.log(`\n${urls()}\n`);
    await run(
      'npm',
      ['run', 'dev', '-w', '@clipnest/site', '--', '--port', String(sitePort), '--strictPort'],
      {
        VITE_SUPABASE_URL: supabase.supabaseUrl,
        VITE_SUPABASE_ANON_KEY: supabase.supabaseAnonKey,
      },
    );
  } else {
    const siteInputs = [
      ...uiInputs,
      'site/src',
      'site/public',
      'site/scripts',
      'site/index.html',
      'site/vite.config.ts',
      'site/package.json',
    ];
    await buildIfChanged('site', siteInputs, 'site/dist/index.html', () =>
      run('npm', ['run', 'build', '-w', '@clipnest/site']),
    );
    await serveSite('site/dist', { port: sitePort, supabaseUrl: supabase.supabaseUrl, config: supabase });
    console.log(
      `\n${urls()}\n\n  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.\n`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
