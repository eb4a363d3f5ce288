// `npm run backend -- [options]`: starts the local backend until Ctrl-C / SIGTERM.
import { parseArgs } from 'node:util';
import { startLocalBackend } from './server.ts';

const HELP = `Usage: npm run backend -- [options]

Starts the Supabase-compatible local backend (auth, RPC, storage) and its mailbox.

Options:
  --data-dir <dir>      data directory (default: <repo>/.data/local-backend, or LOCAL_BACKEND_DATA_DIR)
  --port <n>            API port (default 54321; 0 = any free port)
  --mailbox-port <n>    mailbox port (default 54324; 0 = any free port)
  --site-url <url>      the site's URL: redirect fallback and allow-list base
  --reset               wipe the data directory first
  -h, --help            show this help

Environment variables are listed in packages/local-backend/README.md.`;

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${name} must be a port number`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      'mailbox-port': { type: 'string' },
      'site-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  // Handlers first: a signal during the first start (database creation) stops it once ready.
  let stopRequested = false;
  let stop: (() => Promise<void>) | null = null;
  const shutdown = (signal: string): void => {
    if (stopRequested) {
      console.error(`[local-backend] ${signal} again: exiting now`);
      process.exit(1);
    }
    stopRequested = true;
    if (stop) finish(stop);
  };
  const finish = (stopFn: () => Promise<void>): void => {
    stopFn().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[local-backend] error while stopping: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const backend = await startLocalBackend({
    // A relative path is taken from where npm was called (INIT_CWD), as LOCAL_BACKEND_DATA_DIR is.
    dataDir: values['data-dir'],
    port: port(values.port, 'port'),
    mailboxPort: port(values['mailbox-port'], 'mailbox-port'),
    siteUrl: values['site-url'],
    reset: values.reset,
    log: (m) => console.error(`[local-backend] ${m}`),
  });
  stop = backend.stop;
  if (stopRequested) return finish(stop);
  console.log(`Local backend ready
  API:       ${backend.apiUrl}
  Mailbox:   ${backend.mailboxUrl}
  Anon key:  ${backend.anonKey}
  Data:      ${backend.dataDir} (keys and URLs in keys.json)
Press Ctrl-C to stop.`);
}

main().catch((err: unknown) => {
  console.error(`[local-backend] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
