// After `vite build` (the client) and `vite build --ssr` (dist-server), writes every route of the
// table to dist/<path>/index.html with its head tags, its CSS inlined and the list of its chunks,
// the 404 page to dist/404.html, sitemap.xml, robots.txt and llms.txt, and a brotli and gzip copy of
// every text file for the server to send as is.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { unusedCustomProperties, withoutCustomProperties } from './css-tokens.mjs';
import { entryLoaderElement } from './entry-loader.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(siteDir, 'dist');
const server = join(siteDir, 'dist-server');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// Keep a clean copy of the client template: the home page overwrites dist/index.html.
const templatePath = join(dist, '.vite/template.html');
if (!existsSync(templatePath)) writeFileSync(templatePath, readFileSync(join(dist, 'index.html')));
// The Latin subset of the text font, fetched with the page rather than after its CSS is parsed:
// text is laid out once in the real font, so swapping the font in never shifts the page (CLS 0).
const latinFont = readdirSync(join(dist, 'assets')).find((name) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(name),
);
// The heading face's cut likewise: the landing page's largest paint is its title.
const headingFont = readdirSync(join(dist, 'assets')).find((name) =>
  /^bricolage-grotesque-latin-opsz-normal-.*\.woff2$/.test(name),
);
const fontPreload = [latinFont, headingFont]
  .filter(Boolean)
  .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
  .join('\n    ');
// The template without Vite's stylesheet links (each page gets its CSS inlined instead, below)
// and without the entry's script and preloads: each page gets the loader that requests them, and
// its own chunks, after the first paint (see entryLoader below).
const viteTemplate = readFileSync(templatePath, 'utf8').replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(viteTemplate);
if (!entryScript) throw new Error('prerender: the built index.html has no entry <script type="module">');
const entryImports = [...viteTemplate.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
  (m) => m[1],
);
const loaderSlot = '<!-- entry loader -->';
// The favicon comes with the page itself (a 32-pixel PNG, under 1 kB): Chrome requests a linked icon
// as the page loads, and on a slow phone that request came before the first paint. The manifest's
// link is added by the loader, after the first paint, for the same reason.
const faviconLink = '<link rel="icon" href="/favicon.png" type="image/png" />';
const faviconData = `data:image/png;base64,${readFileSync(join(dist, 'favicon.png')).toString('base64')}`;
const manifestLink = /\s*<link rel="manifest"[^>]*>/;
if (!viteTemplate.includes(faviconLink) || !manifestLink.test(viteTemplate)) {
  throw new Error('prerender: index.html no longer links /favicon.png and the manifest as expected');
}
const template = viteTemplate
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(faviconLink, `<link rel="icon" href="${faviconData}" type="image/png" />`)
  .replace(manifestLink, '')
  .replace(entryScript[0], loaderSlot);

const entry = await import(pathToFileURL(join(server, 'entry-server.js')).href);
const { render, allPaths, siteOrigin, llmsText } = entry;

/** The CSS files and JS chunks a manifest entry needs, its static imports included, in cascade order. */
function assetsOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const css = [];
  const js = [chunk.file];
  for (const child of chunk.imports ?? []) {
    const sub = assetsOf(child, seen);
    css.push(...sub.css);
    js.push(...sub.js);
  }
  // A chunk's own rules after those of what it imports, as Vite orders them.
  css.push(...(chunk.css ?? []));
  return { css, js };
}

// What every page loads: the entry and the app it imports after the first paint (src/main.tsx).
const clientEntry = mergeAssets(assetsOf('index.html'), assetsOf('src/loading/boot.tsx'));

function mergeAssets(...parts) {
  return { css: parts.flatMap((p) => p.css), js: parts.flatMap((p) => p.js) };
}

// The stylesheets of the overlays that load on their own on every visit (the overlays' root, the
// cookie banner on every page, the beta notice on the landing page, the toaster; 1.6 KB gzip
// together), inlined with the page's: no stylesheet request, and no new sheet for the browser to
// apply to the whole page (a long task on a phone) as they mount. Their JavaScript still loads only then.
const overlayCss = [
  'src/loading/overlays.tsx',
  'src/app/CookieBannerHost.tsx',
  'src/app/BetaNoticeHost.tsx',
  'src/app/ToasterHost.tsx',
].flatMap((key) => assetsOf(key).css);

const islandFile = (name) => `src/islands/${name}.tsx`;

// The theme's tokens that no stylesheet, script or inline style of the site uses (css-tokens.mjs),
// left out of the inlined CSS.
const textOf = (dir, pattern) =>
  readdirSync(dir, { recursive: true })
    .filter((name) => pattern.test(name))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
const unusedTokens = unusedCustomProperties(textOf(join(dist, 'assets'), /\.css$/).join('\n'), [
  ...textOf(join(dist, 'assets'), /\.js$/),
  ...textOf(server, /\.js$/),
]);

/**
 * A page's stylesheets inlined in one `<style>`: a phone on a slow network paints after the HTML
 * alone instead of after a dozen stylesheet requests. Each file also gets a disabled `<link>` so
 * that Vite's loader, which skips stylesheets already linked, does not add the same rules again
 * after them when an island's chunk is imported — that would change the cascade. `media="not all"`
 * keeps it from being fetched: Chromium's preload scanner ignores `disabled` and fetches such a
 * link at the highest priority, which puts two dozen requests before a slow phone's first paint.
 */
function inlineStyles(files) {
  const rules = withoutCustomProperties(
    files.map((f) => readFileSync(join(dist, f), 'utf8').trim()).join('\n'),
    unusedTokens,
  );
  const links = files.map((f) => `<link rel="stylesheet" href="/${f}" media="not all" disabled>`);
  return [`<style>${rules}</style>`, ...links];
}

function page({ html, head, module, islands }) {
  // The page's static HTML needs its module's stylesheets and every island's; the scripts fetched
  // with the app are those of the islands that hydrate at once, and of those that wait for the
  // visitor to reach into them (there then is no time to fetch them); the others load when
  // scrolled near.
  const pageCss = [...assetsOf('src/app/SitePage.tsx').css, ...(module ? assetsOf(module).css : [])];
  const islandCss = islands.flatMap(({ name }) => assetsOf(islandFile(name)).css);
  const css = [...new Set([...clientEntry.css, ...pageCss, ...islandCss, ...overlayCss])];
  const islandJs = islands
    .filter(({ when }) => when !== 'visible')
    .flatMap(({ name }) => assetsOf(islandFile(name)).js);
  const chunks = [...new Set(islandJs)].filter((f) => !clientEntry.js.includes(f)).map((f) => `/${f}`);
  // Preloaded by the loader with the entry's imports: fetched alongside the app, not after it, and
  // not before the first paint (a <link rel="modulepreload"> would be).
  const loader = entryLoaderElement(entryScript[1], [...entryImports, ...chunks]);
  return (
    template
      // The text font first: the first paint waits for it.
      .replace(loaderSlot, `${fontPreload}\n    ${loader}`)
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${head}\n    ${inlineStyles(css).join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  );
}

function outFile(path) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
}

const paths = await allPaths();
for (const path of paths) {
  const rendered = await render(path);
  if (!rendered.module) throw new Error(`${path} is in the route table but rendered the 404 page`);
  const file = outFile(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(rendered));
}
writeFileSync(join(dist, '404.html'), page(await render('/404')));

const listed = await entry.sitemapPaths();
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
    .map((p) => `  <url><loc>${siteOrigin}${p === '/' ? '/' : p}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`);
writeFileSync(join(dist, 'llms.txt'), await llmsText());
// The blog's and the status page's RSS feeds (src/feeds.ts), at the paths their pages link to.
writeFileSync(join(dist, 'rss.xml'), entry.blogFeed(siteOrigin));
writeFileSync(join(dist, 'status.xml'), entry.statusFeed(siteOrigin));
// RFC 9116: Expires is a year after this build.
mkdirSync(join(dist, '.well-known'), { recursive: true });
writeFileSync(join(dist, '.well-known', 'security.txt'), entry.securityText(siteOrigin, new Date()));

// Precompressed copies, so the server spends no time compressing.
const textFile = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (name === '.vite') continue; // the build's own records, never served
    if (statSync(full).isDirectory()) walk(full);
    else if (textFile.test(name) && statSync(full).size > 512) {
      const raw = readFileSync(full);
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
    }
  }
}
walk(dist);
rmSync(server, { recursive: true, force: true });
console.log(
  `prerendered ${paths.length} pages, the 404 page, sitemap.xml, robots.txt, llms.txt, rss.xml and status.xml`,
);
