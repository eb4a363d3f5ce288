// `node scripts/run-parallel.mjs a b`: runs the npm scripts a and b side by side and fails when
// either fails. `npm test` starts with the type check and the lint this way: each keeps one core
// busy for about a minute, and a CI machine has two. Each script's output is printed whole when it
// ends, so the two never interleave; a failure names the script.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`\n✗ npm run ${name} failed (exit code ${code})\n`);
      resolve(code === 0);
    });
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/run-parallel.mjs SCRIPT [SCRIPT…]');
  process.exit(2);
}
const passed = await Promise.all(names.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
