// Runs every story of the built Storybook (storybook-static) in Debian's Chromium: play functions,
// axe in light (Storybook's a11y check) and in dark (.storybook/test-runner.ts).
// Extra arguments go to the runner: a path pattern (`Button`, `Modal|Switch`) runs only the matching
// story files. STORYBOOK_STATIC_DIR names another build directory (default storybook-static).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { serveStatic } from './static-server.mjs';

const dir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
if (!existsSync(`${dir}/index.json`)) {
  console.error(`${dir} is missing: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const server = await serveStatic(dir);
// The runner's own bin, run without npx. It hands patterns to Jest through a shell, so quote them.
const bin = createRequire(import.meta.url).resolve('@storybook/test-runner/dist/test-storybook.js');
const patterns = process.argv
  .slice(2)
  .map((arg) => (arg.startsWith('-') ? arg : `'${arg.replaceAll("'", '')}'`));
// Three workers on two cores: a story spends part of its time waiting (renders, the theme switch,
// play functions' timers), and with two the cores were idle a quarter to a third of the time.
const child = spawn(process.execPath, [bin, '--url', server.url, '--maxWorkers=3', ...patterns], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // The runner looks for test-runner-jest.config.* here; that config launches Debian's Chromium.
    STORYBOOK_CONFIG_DIR: '.storybook',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  },
});
const code = await new Promise((ok) => child.on('exit', (c) => ok(c ?? 1)));
await server.close();
process.exit(code);
