// Runs every story of the built Storybook (storybook-static) in Debian's Chromium: play functions,
// axe in light (Storybook's a11y check) and in dark (.storybook/test-runner.ts).
// Extra arguments go to the runner: a path pattern (`Button`) runs only the matching story files.
// STORYBOOK_STATIC_DIR names another build directory (default storybook-static).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveStatic } from './static-server.mjs';

const dir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
if (!existsSync(`${dir}/index.json`)) {
  console.error(`${dir} is missing: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const server = await serveStatic(dir);
const args = ['test-storybook', '--url', server.url, '--maxWorkers=2', ...process.argv.slice(2)];
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
const code = await new Promise((ok) => child.on('exit', (c) => ok(c ?? 1)));
await server.close();
process.exit(code);
