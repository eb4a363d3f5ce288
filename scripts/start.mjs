// `npm start`: builds @clipnest/ui and the site, then serves the site on loopback and prints its URL.
// `npm run dev` runs the site with Vite's dev server instead. One Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { serveStatic } from './static-server.mjs';

const dev = process.argv.includes('--dev');
const children = new Set();

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await run('npm', ['run', 'build', '-w', '@clipnest/ui']);
  if (dev) {
    await run('npm', ['run', 'dev', '-w', '@clipnest/site']);
  } else {
    await run('npm', ['run', 'build', '-w', '@clipnest/site']);
    const port = Number(process.env.PORT ?? 4173);
    const site = await serveStatic('site/dist', { port, fallback: 'index.html' });
    console.log(`\n  Clipnest site:  ${site.url}/\n\n  Press Ctrl-C to stop.\n`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
}
