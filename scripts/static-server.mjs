// A small static file server for built output (Storybook, the site, test fixtures), on loopback.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function fileFor(root, urlPath) {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = resolve(root, path);
  if (full !== root && !full.startsWith(root + sep)) return null;
  const info = await stat(full).catch(() => null);
  if (info?.isFile()) return full;
  if (info?.isDirectory()) {
    const index = join(full, 'index.html');
    if ((await stat(index).catch(() => null))?.isFile()) return index;
  }
  return null;
}

/**
 * Serves `dir` on 127.0.0.1. With `fallback` (a file inside dir), unknown paths get that file with
 * status 404, as a single-page app host would. Resolves to { url, close }.
 */
export async function serveStatic(dir, { port = 0, fallback } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = await fileFor(root, url.pathname);
      let status = 200;
      if (!file && fallback) {
        file = join(root, fallback);
        status = 404;
      }
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(status, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    }
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
