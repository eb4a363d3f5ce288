import type { StyleRule } from '@vanilla-extract/css';
import { root } from './LegalRoot.css';

/*
 * Print styles apply under `@media print` and, as an on-screen preview, inside a document with
 * `data-variant="print"`. Print is black on white whatever the theme: the only place the package
 * names colours by keyword, because paper has no dark mode.
 */
export type Flat = Omit<StyleRule, 'selectors' | '@media' | '@supports' | '@container' | '@layer'>;

export const hiddenInPrint: Flat = { display: 'none' };

/** A rule, and what changes on paper and in the print preview. */
export function printed(rule: Flat, whenPrinted: Flat): StyleRule {
  return {
    ...rule,
    '@media': { print: whenPrinted },
    selectors: { [`${root}[data-variant="print"] &`]: whenPrinted },
  };
}
