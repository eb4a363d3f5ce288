import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLocale } from './content/locale';
import * as replacement from './reactAriaLocale';

// vite.config.ts replaces react-aria's default-locale module by its relative import: if a react-aria
// update moves or renames it, the build would quietly keep the original (and its cost).
const i18nDir = join(
  dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
  'dist/private/i18n',
);

describe("react-aria's default locale", () => {
  it('is the site’s, left to right, whatever the browser’s language', () => {
    expect(replacement.getDefaultLocale()).toEqual({ locale: siteLocale, direction: 'ltr' });
    expect(replacement.useDefaultLocale()).toBe(replacement.getDefaultLocale());
  });

  it('replaces a module react-aria still imports by that name, with the same exports', () => {
    expect(readFileSync(join(i18nDir, 'I18nProvider.mjs'), 'utf8')).toContain(
      `from "./useDefaultLocale.mjs"`,
    );
    const original = readFileSync(join(i18nDir, 'useDefaultLocale.mjs'), 'utf8');
    const exported = [...original.matchAll(/ as (\w+)[,}]/g)].map((m) => m[1]).sort();
    expect(exported).toEqual(Object.keys(replacement).sort());
  });
});
