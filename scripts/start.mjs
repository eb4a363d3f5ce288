// `npm start`: the whole thing on loopback with one command. Starts the local Supabase-compatible
// backend (unless VITE_SUPABASE_URL points at a hosted project), builds @clipnest/ui and the site
// against it, serves the site, and prints the site, API and mailbox URLs. `npm run dev` serves the
// site from Vite's dev server instead. One Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { serveStatic } from './static-server.mjs';

const dev = process.argv.includes('--dev');
const sitePort = Number(process.env.PORT ?? (dev ? 5173 : 4173));
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
  let supabaseEnv = {};
  if (!hosted) {
    const { startLocalBackend } = await import('@clipnest/local-backend');
    backend = await startLocalBackend({ siteUrl, log: (m) => console.error(`[local-backend] ${m}`) });
    // The anon key is public by design (row-level security guards the data); the service-role key
    // never leaves this process.
    supabaseEnv = { VITE_SUPABASE_URL: backend.apiUrl, VITE_SUPABASE_ANON_KEY: backend.anonKey };
  }
  await run('npm', ['run', 'build', '-w', '@clipnest/ui']);
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
      supabaseEnv,
    );
  } else {
    await run('npm', ['run', 'build', '-w', '@clipnest/site'], supabaseEnv);
    await serveStatic('site/dist', { port: sitePort, fallback: 'index.html' });
    console.log(`\n${urls()}\n\n  Press Ctrl-C to stop.\n`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
