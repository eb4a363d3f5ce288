import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * Content that follows a BillingPeriodSwitch without a script: the switch's native radios carry
 * `choice`, content for one period carries `only[period]`, and a `scope` holding both shows what
 * the checked radio chose. Annual content shows by default (and outside a scope).
 *
 * The `:has()` is on the scope, never on html or body: Chromium re-checks a `:has()` rule after
 * DOM insertions under its subject, and restyling the page's root for each one is expensive.
 */
export const scope = style({ display: 'contents' });
export const choice = styleVariants({ monthly: {}, annual: {} });
export const only = styleVariants({ monthly: { display: 'none' }, annual: { display: 'contents' } });

const monthlyChosen = `${scope}:has(${choice.monthly}:checked)`;
globalStyle(`${monthlyChosen} ${only.annual}`, { display: 'none' });
globalStyle(`${monthlyChosen} ${only.monthly}`, { display: 'contents' });
