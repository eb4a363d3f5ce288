import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * Content that follows the page's BillingPeriodSwitch without a script: the switch's native radios
 * carry `choice`, content for one period carries `only[period]`, and these rules hide what the
 * checked radio did not choose. A page with no switch shows the annual content (the default).
 */
export const choice = styleVariants({ monthly: {}, annual: {} });

const shown = style({ display: 'contents' });
export const only = styleVariants({ monthly: [shown], annual: [shown] });

globalStyle(`:root:has(${choice.monthly}:checked) ${only.annual}`, { display: 'none' });
globalStyle(`:root:not(:has(${choice.monthly}:checked)) ${only.monthly}`, { display: 'none' });
