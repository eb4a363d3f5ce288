#!/usr/bin/env node
/*
 * Writes src/theme/tokens/<scale>.css: each imports one Radix Themes token file and adds that
 * file's dark values a second time, re-scoped to a theme root whose appearance is 'system' when
 * the visitor's setting is dark:
 *
 *   @media (prefers-color-scheme: dark) { .radix-themes[data-appearance='system'] … { …dark… } }
 *
 * Radix only switches on a `.dark` class, which a server cannot know; with this rule the
 * prerendered page is dark on first paint, before (and without) any script. The values are
 * copied by this script from the installed @radix-ui/themes, never by hand.
 *
 * A Radix file with `:has()` selectors (base.css sets the page's `color-scheme` with
 * `:root:where(:has(.radix-themes[data-is-root-theme='true']…))`) is copied without them rather
 * than imported: Chromium re-checks a `:has()` on the root after every DOM insertion anywhere, so
 * each one also restyled html and body, two to four times the cost of the insertion itself. The
 * same rules on `.radix-themes` stay; the page's own scheme is the app's `<meta name="color-scheme">`.
 * The rules that map an accent or gray colour without a shipped scale are left out the same way.
 *
 *   node scripts/radix-tokens.mjs          write the files
 *   node scripts/radix-tokens.mjs --check  exit 1 if a file differs from what would be written
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { format, resolveConfig } from 'prettier';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
export const tokensDir = join(here, '../src/theme/tokens');

/**
 * The scales the package ships: base + accent (amber) + gray (sand) with the theme root, the status
 * scales per component. Warnings are orange: amber is the brand's accent, and a warning drawn in it
 * would read as a highlight.
 */
export const scales = {
  base: 'tokens/base.css',
  amber: 'tokens/colors/amber.css',
  sand: 'tokens/colors/sand.css',
  red: 'tokens/colors/red.css',
  green: 'tokens/colors/green.css',
  orange: 'tokens/colors/orange.css',
};

/** Radix's dark selectors, whitespace-normalised. Anything else mentioning `.dark` is an error. */
const darkSelectors = new Set([
  '.dark, .dark-theme',
  ':is(.dark, .dark-theme), :is(.dark, .dark-theme) :where(.radix-themes:not(.light, .light-theme))',
]);
/** Radix's own `color-scheme: dark` rule for a forced dark root; foundation.css handles 'system'. */
const colorSchemeSelector =
  ".radix-themes:where(.dark, .dark-theme), :root:where(:has(.radix-themes[data-is-root-theme='true']:where(.dark, .dark-theme)))";

/** A theme root following the system setting, unless it sits inside a forced light theme. */
export const systemSelector = ".radix-themes[data-appearance='system']:not(.light *, .light-theme *)";

const normalise = (selector) => selector.replace(/\s+/g, ' ').trim();

/** The colours the package has scales for (and Radix's `gray`, which the gray scale maps onto). */
const shippedColors = new Set([...Object.keys(scales).filter((name) => name !== 'base'), 'gray']);

/** A selector that applies only to an accent or gray colour whose scale the package does not ship. */
const namesMissingColor = (selector) =>
  [...selector.matchAll(/data-(?:accent|gray)-color=['"]([a-z]+)['"]/g)].some(
    ([, color]) => !shippedColors.has(color),
  );

/**
 * Radix's metric-matched faces for system fonts ('Segoe UI (Custom)', 'Open Sans (Custom)',
 * 'Consolas (Custom)', each a list of local() sources). Radix's stacks still name them, but the
 * package replaces the default, heading and code stacks on the theme root (theme/global.css.ts)
 * without them: a stack that named one made every browser without the local font look for it,
 * fail, and lay the page out again (the code font on every phone). 20 rules of every page's CSS.
 */
const customFaces = /font-family:\s*['"][^'"]+ \(Custom\)['"]/;

/**
 * The Radix file without its `:has()` selectors, its '… (Custom)' faces and the rules that map an
 * accent or gray colour the package does not ship (`[data-accent-color='tomato']` … points at
 * variables no page has: 30 KB of every page's inlined CSS), or null when there is nothing to leave
 * out (then it is imported).
 */
function trimmed(css, from, leftOut = postcss.root()) {
  const root = postcss.parse(css, { from });
  let changed = false;
  root.walkAtRules('font-face', (rule) => {
    if (!customFaces.test(rule.toString())) return;
    rule.remove();
    changed = true;
  });
  root.walkRules((rule) => {
    if (!rule.selector.includes(':has(') && !namesMissingColor(rule.selector)) return;
    const kept = rule.selectors.filter(
      (selector) => !selector.includes(':has(') && !namesMissingColor(selector),
    );
    if (kept.length === rule.selectors.length) return;
    changed = true;
    const otherColours = rule.selectors.filter((selector) => namesMissingColor(selector));
    if (otherColours.length) leftOut.append(rule.clone({ selectors: otherColours }));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  return changed ? root.toString() : null;
}

function rescopeDark(css, from) {
  const out = postcss.root();
  postcss.parse(css, { from }).walkRules((rule) => {
    const selector = normalise(rule.selector);
    if (!/\.dark\b/.test(selector)) return;
    if (selector === colorSchemeSelector) return;
    if (!darkSelectors.has(selector)) {
      throw new Error(
        `${from}: unknown dark selector "${selector}" — teach scripts/radix-tokens.mjs about it`,
      );
    }
    // Rebuild the at-rule chain (e.g. @supports > @media (color-gamut: p3)) around a copy of the rule.
    let node = rule.clone({ selector: systemSelector, raws: {} });
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      const wrapper = postcss.atRule({ name: parent.name, params: parent.params });
      wrapper.append(node);
      node = wrapper;
    }
    const media = postcss.atRule({ name: 'media', params: '(prefers-color-scheme: dark)' });
    media.append(node);
    out.append(media);
  });
  return out;
}

export async function generate() {
  const version = require('@radix-ui/themes/package.json').version;
  const files = {};
  const otherAccents = postcss.root();
  for (const [name, path] of Object.entries(scales)) {
    const from = require.resolve(`@radix-ui/themes/${path}`);
    const source = readFileSync(from, 'utf8');
    const dark = rescopeDark(source, from);
    const copy = trimmed(source, from, otherAccents);
    const css = [
      `/* Generated by scripts/radix-tokens.mjs from @radix-ui/themes ${version}. Do not edit. */`,
      copy === null
        ? `@import '@radix-ui/themes/${path}';`
        : `/* @radix-ui/themes/${path} without its :has() selectors, unshipped colours and '… (Custom)' faces */\n${copy}`,
      dark.toString(),
    ].join('\n');
    // Formatted with the repository's Prettier settings so `prettier --check` passes.
    const filepath = join(tokensDir, `${name}.css`);
    files[`${name}.css`] = await format(css, { ...(await resolveConfig(filepath)), parser: 'css', filepath });
  }
  // What an app with another accent imports beside that colour's Radix scale (`accent-colors.css`).
  const filepath = join(tokensDir, 'accent-colors.css');
  const css = [
    `/* Generated by scripts/radix-tokens.mjs from @radix-ui/themes ${version}. Do not edit. */`,
    "/* Radix's accent and gray mappings for the colours the package does not ship. */",
    otherAccents.toString(),
  ].join('\n');
  files['accent-colors.css'] = await format(css, {
    ...(await resolveConfig(filepath)),
    parser: 'css',
    filepath,
  });
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, content] of Object.entries(await generate())) {
    const target = join(tokensDir, file);
    let current = null;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      /* missing */
    }
    if (current === content) continue;
    if (check) {
      console.error(`${target} is out of date: run npm run tokens -w @clipnest/ui`);
      stale++;
    } else {
      writeFileSync(target, content);
      console.log(`wrote ${target}`);
    }
  }
  if (stale) process.exit(1);
}
