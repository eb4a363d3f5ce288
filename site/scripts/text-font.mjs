// The site's text font, cut down to what the site draws with it. Inter's Latin file is the one
// every page fetches before its first paint (see the preload in prerender.mjs): at 47 KB it is
// larger than a page's whole HTML and holds up the largest paint on a slow phone. The cut keeps
// every character of the Latin range that the site's copy and the package's labels use (plus all
// of printable ASCII, for what visitors type), the keyboard symbols the copy shows (⌘ ⇧ ⌥ ⏎ ⌫),
// the OpenType features a browser applies by default plus tabular figures, and the weights the
// site uses: 16.7 KB instead of 47.
// It is cut from the whole of Inter (the inter-ui package) rather than fontsource's Latin file,
// which has no keyboard symbols: a browser then looked for them through every family of the font
// stack and the system's fallback fonts on every page, a long part of the first layout, and drew
// them in whatever font it found. Inter draws them in the same weight as the text around them.
// vite.config.ts points the package's reference to the Latin file at the result, which is cached
// under node_modules/.cache by a hash of everything it is made from.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file the package's CSS references, as fontsource ships it (the cut replaces it). */
export const latinFontFile =
  require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The whole of Inter 4, variable in weight and optical size, that the cut is made from. */
const interFile = require.resolve('inter-ui/variable/InterVariable.woff2');

/**
 * The weights the site draws: regular (400), medium (500) and bold (700). The theme's light (300)
 * is a Typography option no page uses; cutting it makes the file about a fifth smaller,
 * and text asked for in it would be drawn at 400.
 */
const weights = { min: 400, max: 700, default: 400 };

/** Inter's optical size for text: the design fontsource's Latin file holds. */
const textOpticalSize = 14;

/**
 * What a browser applies to Latin text by default (composition, marks, kerning, ligatures), and
 * tabular figures (`font-variant-numeric: tabular-nums`). Not Inter's contextual alternates
 * (`calt`: `->` drawn as an arrow, and the like): no page writes them, and they are a sixth of the
 * file — the 3.6 KB that made it need one more round trip on a slow phone, after the page's HTML,
 * which held up the largest paint (1.05 → 1.2 s).
 */
const features = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'rclt', 'rvrn', 'tnum'];

/** Whether a code point is in a `unicode-range` (`U+0000-00FF, U+0131, …`). */
export function inUnicodeRange(range) {
  const ranges = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The code points the Latin file serves: its `unicode-range` in fontsource's CSS. */
function latinRange() {
  const css = readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8');
  const block = /inter-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!block) throw new Error('text-font: no unicode-range for the Latin file in @fontsource-variable/inter');
  return inUnicodeRange(block[1]);
}

/** Arrows and technical symbols: the keys of a Mac keyboard (⇧ ⌘ ⌥ ⏎ ⌫) the copy shows. */
export function isKeySymbol(codePoint) {
  return (codePoint >= 0x2190 && codePoint <= 0x21ff) || (codePoint >= 0x2300 && codePoint <= 0x23ff);
}

function* textFiles(dir, pattern) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path, pattern);
    else if (pattern.test(entry.name) && !/\.(test|stories)\./.test(entry.name)) yield path;
  }
}

/**
 * Every character the site can show in the Latin file's range or among the key symbols: those in
 * the site's source (its copy) and in the built package (its default labels), and printable ASCII.
 */
export function siteCharacters() {
  const inLatin = latinRange();
  const chars = new Set();
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCharCode(code));
  chars.add('\u00a0');
  for (const char of copyCharacters()) {
    const code = char.codePointAt(0);
    if (inLatin(code) || isKeySymbol(code)) chars.add(char);
  }
  return [...chars].sort().join('');
}

/** Every printable character in the site's source (its copy) and the built package (its labels). */
function copyCharacters() {
  const chars = new Set();
  const sources = [
    ...textFiles(join(siteDir, 'src'), /\.(ts|tsx)$/),
    join(siteDir, 'index.html'),
    ...textFiles(dirname(fileURLToPath(import.meta.resolve('@clipnest/ui'))), /\.js$/),
  ];
  for (const file of sources)
    for (const char of readFileSync(file, 'utf8')) if (char.codePointAt(0) >= 0x20) chars.add(char);
  return chars;
}

/** A cut of `source` named `name`, made now unless the cache has it. */
async function cutFont(source, name, options) {
  const original = readFileSync(source);
  const text = siteCharacters();
  const key = createHash('sha256')
    .update(original)
    .update(text)
    .update(JSON.stringify(options))
    .digest('hex')
    .slice(0, 16);
  const out = join(siteDir, 'node_modules/.cache/text-font', key, name);
  if (existsSync(out)) return out;
  const { default: subsetFont } = await import('subset-font');
  const cut = await subsetFont(original, text, { targetFormat: 'woff2', ...options });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, cut);
  return out;
}

/** The cut font's path, made now unless the cache has it. */
export function subsetTextFont() {
  return cutFont(interFile, 'inter-latin-wght-normal.woff2', {
    keepFeatures: features,
    variationAxes: { wght: weights, opsz: textOpticalSize },
  });
}

/**
 * The heading face (Bricolage Grotesque, the package's `--heading-font-family`): the Latin file the
 * package's CSS references, variable in weight and optical size (77 KB). Headings are bold and
 * large, so the cut is one instance: weight 700 at a display optical size, where the face's ink
 * traps and tight joins show. About 12 KB; every heading weight is drawn from it at 700.
 */
export const headingFontFile =
  require.resolve('@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-opsz-normal.woff2');
const headingInstance = { wght: 700, opsz: 48 };

/** The heading face's cut, made now unless the cache has it. */
export function subsetHeadingFont() {
  return cutFont(headingFontFile, 'bricolage-grotesque-latin-opsz-normal.woff2', {
    keepFeatures: features.filter((feature) => feature !== 'tnum'),
    variationAxes: headingInstance,
  });
}

/** `U+…` for each key symbol the cut holds, for the face's `unicode-range`. */
function keySymbolRange() {
  return [...siteCharacters()]
    .map((char) => char.codePointAt(0))
    .filter(isKeySymbol)
    .map((code) => `U+${code.toString(16).toUpperCase()}`);
}

/**
 * A Vite plugin for the Latin face. It gets `font-display: optional` instead of the package's
 * `swap`: the page preloads the file, so it is there for the first paint; when it is not (a slow
 * phone still decoding it), the page keeps the fallback font for this view rather than swapping
 * the font in later and moving every line it re-wraps (the landing page's title lost a line 1 s
 * in). And its `unicode-range` takes in the key symbols the cut holds, so they are drawn from it.
 */
export function latinFace() {
  const latinFaceRule = /@font-face\s*\{[^}]*inter-latin-wght-normal[^}]*\}/g;
  // The heading face's Latin file is preloaded too, and gets `optional` for the same reason.
  const headingFaceRule = /@font-face\s*\{[^}]*bricolage-grotesque-latin-opsz-normal[^}]*\}/g;
  const optional = (rule) => rule.replace(/(font-display:\s*)swap/, '$1optional');
  // The faces' other files (Cyrillic, Greek, Vietnamese, Latin Extended) are left out of the site:
  // its copy is English. Each one declared costs every page, even unused: until it loads (it never
  // does) the browser looks up a stand-in font for it, for each size and weight of text, in the
  // layout before the first paint and the one after it (on Linux a call out of the renderer's
  // sandbox each: 284 lookups and 27 calls on the landing page, half of its layout time).
  // A name a visitor types in such a script is drawn in the system's font instead.
  const otherFileRule =
    /@font-face\s*\{[^}]*(?:inter|bricolage-grotesque)-(?!latin-(?:wght|opsz)-)[a-z-]+-(?:wght|opsz)-normal[^}]*\}/g;
  // A file stays if the copy shows a character only it draws (a name with a ł, say).
  const leaveOut = (copy) => (rule) => {
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
    if (!range) return rule;
    const inFile = inUnicodeRange(range);
    const inLatin = latinRange();
    const needed = [...copy].some((char) => {
      const code = char.codePointAt(0);
      return inFile(code) && !inLatin(code) && !isKeySymbol(code);
    });
    return needed ? rule : '';
  };
  return {
    name: 'clipnest-latin-face',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      if (
        !code.includes('inter-latin-wght-normal') &&
        !code.includes('bricolage-grotesque-latin-opsz-normal')
      )
        return null;
      const symbols = keySymbolRange();
      const copy = copyCharacters();
      const face = (rule) =>
        optional(rule).replace(/(unicode-range:\s*[^;}]+)/, (range) => [range, ...symbols].join(', '));
      return {
        code: code
          .replace(latinFaceRule, face)
          .replace(headingFaceRule, optional)
          .replace(otherFileRule, leaveOut(copy)),
        map: null,
      };
    },
  };
}
