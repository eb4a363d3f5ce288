// Serves the built site (site/dist) the way production hosting must (docs/deploy.md repeats these
// rules for a static host): prerendered pages by path, the 404 page with status 404, compressed
// responses, immutable caching for hashed assets and no-cache for HTML, and security headers whose
// Content-Security-Policy allows only the site itself and the configured Supabase URL.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryLoaderHash } from '../site/scripts/entry-loader.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.svg',
  '.txt',
  '.map',
]);

/** The security headers of every response. `supabaseUrl` is the only other origin pages may call. */
export function securityHeaders(supabaseUrl) {
  const api = supabaseUrl ? ` ${new URL(supabaseUrl).origin}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      // The site's own files, and the one inline script every page has (site/scripts/entry-loader.mjs).
      `script-src 'self' ${entryLoaderHash}`,
      // React writes some style attributes into prerendered HTML (custom properties for offsets).
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${api}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** Hashed build output may be cached forever; pages must be revalidated so a deploy shows at once. */
export function cacheControl(urlPath, file) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file.endsWith('.json')) return 'no-cache';
  return 'public, max-age=3600';
}

async function isFile(path) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The file a URL path names inside root: `/pricing` → pricing/index.html. Null when there is none. */
export async function resolvePage(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Hidden files are the build's own records (dist/.vite: manifest, clean copies), not the site's;
  // /.well-known/ (security.txt, RFC 8615) is the one hidden folder that is.
  if (
    decoded
      .split('/')
      .some((segment, i) => segment.startsWith('.') && !(i === 1 && segment === '.well-known'))
  )
    return null;
  const full = resolve(root, '.' + decoded);
  if (full !== root && !full.startsWith(root + sep)) return null;
  if (await isFile(full)) return full;
  const index = join(full, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/**
 * Serves the built site in `dir` on 127.0.0.1. `config` (e.g. the local backend's URL and anon
 * key) is answered at /runtime-config.json so one build runs against any backend.
 * Resolves to { url, close, configure }: `configure` sets the backend later, for a backend that
 * must know the site's URL before it starts.
 */
export async function serveSite(dir, { port = 0, supabaseUrl, config } = {}) {
  const root = resolve(dir);
  let headers = securityHeaders(supabaseUrl);
  const compressed = new Map(); // file + encoding → Buffer, for files without a precompressed copy
  let configBody = JSON.stringify(config ?? {});

  async function send(req, res, status, file, urlPath) {
    const ext = extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compressible.has(ext)
      ? null
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : null;
    const base = {
      ...headers,
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl(urlPath, file),
      vary: 'Accept-Encoding',
    };
    if (!encoding) {
      res.writeHead(status, base);
      if (req.method === 'HEAD') return res.end();
      return createReadStream(file).pipe(res);
    }
    const key = `${file}\0${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      const pre = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (await isFile(pre)) body = await readFile(pre);
      else {
        const raw = await readFile(file);
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(raw, { level: 9 });
      }
      compressed.set(key, body);
    }
    res.writeHead(status, { ...base, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...headers, allow: 'GET, HEAD', 'content-type': 'text/plain' });
        return res.end('Method not allowed');
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/runtime-config.json') {
        res.writeHead(200, {
          ...headers,
          'content-type': types['.json'],
          'cache-control': 'no-cache',
        });
        return res.end(req.method === 'HEAD' ? undefined : configBody);
      }
      // One address per page: /pricing/ and /pricing/index.html redirect to /pricing.
      const canonical = url.pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
      if (canonical !== url.pathname) {
        res.writeHead(301, { ...headers, location: canonical + url.search });
        return res.end();
      }
      const file = await resolvePage(root, url.pathname);
      if (file) return await send(req, res, 200, file, url.pathname);
      return await send(req, res, 404, join(root, '404.html'), url.pathname);
    } catch {
      if (!res.headersSent) res.writeHead(400, { ...headers, 'content-type': 'text/plain' });
      res.end('Bad request');
    }
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    configure(next) {
      headers = securityHeaders(next.supabaseUrl);
      configBody = JSON.stringify(next.config ?? {});
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
