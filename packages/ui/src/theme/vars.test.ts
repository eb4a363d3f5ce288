import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { statusColors, vars } from './vars.css';

const require = createRequire(import.meta.url);
const radixCss = (path: string) => readFileSync(require.resolve(`@radix-ui/themes/${path}`), 'utf8');

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  );
}

describe('the vars contract over Radix Themes', () => {
  const defined = new Set(
    [
      radixCss('tokens/base.css'),
      ...['amber', 'sand', ...statusColors].map((c) => radixCss(`tokens/colors/${c}.css`)),
    ].flatMap((css) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])),
  );

  it('names only variables that the installed Radix CSS defines', () => {
    const names = leaves(vars).map((ref) => ref.replace(/^var\((--[\w-]+)\)$/, '$1'));
    expect(names.length).toBeGreaterThan(150);
    const missing = names.filter((name) => !defined.has(name));
    expect(missing).toEqual([]);
  });

  it('compiles to CSS var() references', () => {
    expect(vars.color.accent[9]).toBe('var(--accent-9)');
    expect(vars.space[4]).toBe('var(--space-4)');
    expect(vars.font.family.body).toBe('var(--default-font-family)');
  });
});
