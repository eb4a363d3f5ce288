// What the built site's pages load: their initial scripts and styles (from the HTML and Vite's
// manifest), gzip sizes, and whether supabase-js is among them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
// Strings only @supabase/supabase-js (and its auth/realtime/postgrest parts) ship; a bare
// "supabase" may be the site's own config key, so it is reported separately.
export const supabaseMarkers =
  /X-Client-Info|supabase\.auth\.token|supabase-js|realtime-js|postgrest-js|GoTrueClient/;

/** The attributes of every `<tag …>` in `html`. */
function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].map(([t]) => {
    const attrs = {};
    for (const [, name, , , v1, v2, v3] of t.matchAll(
      /([\w:-]+)(\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attrs[name.toLowerCase()] = v1 ?? v2 ?? v3 ?? '';
    }
    return attrs;
  });
}

/** A URL in the page → the file in dist (same-origin, absolute or relative to the page). */
export function fileOf(dist, url, pageDir) {
  const u = new URL(url, `http://site${pageDir}`);
  if (u.host !== 'site') return null;
  const file = join(dist, decodeURIComponent(u.pathname));
  return file.startsWith(dist + sep) && existsSync(file) ? file : null;
}

/** The static-import closure of a manifest entry, as URLs (the entry's own file first). */
function chunkClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => chunkClosure(manifest, k, seen))];
}

/**
 * What a page loads before it is interactive: its entry script, or the one its inline loader
 * requests after the first paint with the entry's imports and the page's chunks (its data
 * attributes), the app the entry imports (the entry's dynamic imports in Vite's manifest), any
 * modulepreload links, its inlined `<style>` and any stylesheet it links (the disabled links the
 * prerenderer adds, `media="not all"`, are never fetched, so they don't count).
 */
export function initialAssets(dist, htmlFile, pageDir = '/') {
  const html = readFileSync(htmlFile, 'utf8');
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const js = [];
  const css = [];
  for (const s of tags(html, 'script')) {
    if (s.src && s.type === 'module') js.push(s.src);
    // The inline loader (site/scripts/entry-loader.mjs) names the entry and its imports.
    if (s['data-entry']) js.push(s['data-entry'], ...(s['data-modules'] ?? '').split(/\s+/).filter(Boolean));
  }
  for (const key of manifest[entryKey]?.dynamicImports ?? []) js.push(...chunkClosure(manifest, key));
  for (const l of tags(html, 'link')) {
    const rel = (l.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') && l.href) js.push(l.href);
    if (rel.includes('stylesheet') && l.href && l.media !== 'print' && !('disabled' in l)) css.push(l.href);
  }
  const resolveAll = (urls) => {
    const files = [];
    for (const url of new Set(urls)) {
      const file = fileOf(dist, url, pageDir);
      if (file) files.push(file);
      else console.warn(`  (not in dist, not counted: ${url})`);
    }
    return files;
  };
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, c]) => c).join('');
  return {
    html: gzipSize(htmlFile),
    inlineScripts: tags(html, 'script').filter((s) => !s.src).length,
    inlineCssGzip: inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0,
    js: resolveAll(js),
    css: resolveAll(css),
  };
}

/** Every file under `dir`, hidden folders left out. */
export function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite (manifest, template)
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}
