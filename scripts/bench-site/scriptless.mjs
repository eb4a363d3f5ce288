// `bench:site --without-scripts`: the site as its HTML and CSS alone, to measure what rendering the
// pages costs before any script of theirs runs (the part of TBT that islands cannot remove). Not a
// page a visitor gets: the copy is measured, with the floor and the peer, and then deleted.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { walk } from './assets.mjs';

/** The page without its `<script>` elements (the entry loader and any other); all else as it was. */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
}

/**
 * A temporary copy of the built site `dist` whose pages carry no script, with their brotli and gzip
 * copies made again as the build makes them (so they travel as compressed as the real pages).
 * Returns its folder and the function that deletes it.
 */
export function scriptlessCopy(dist) {
  const dir = mkdtempSync(join(tmpdir(), 'clipnest-scriptless-'));
  cpSync(dist, dir, { recursive: true });
  for (const file of walk(dir).filter((f) => f.endsWith('.html'))) {
    const html = withoutScripts(readFileSync(file, 'utf8'));
    writeFileSync(file, html);
    if (existsSync(`${file}.br`))
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
