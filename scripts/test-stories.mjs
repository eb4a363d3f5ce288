// Runs every story of the built Storybook (storybook-static) in Debian's Chromium: play functions,
// axe in light (Storybook's a11y check) and in dark (.storybook/test-runner.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveStatic } from './static-server.mjs';

if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

const server = await serveStatic('storybook-static');
const args = ['test-storybook', '--url', server.url, '--maxWorkers=2', ...process.argv.slice(2)];
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
const code = await new Promise((ok) => child.on('exit', (c) => ok(c ?? 1)));
await server.close();
process.exit(code);
