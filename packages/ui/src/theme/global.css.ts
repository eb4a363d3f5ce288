import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

const systemStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI Variable', 'Segoe UI', system-ui, Roboto, Helvetica, Arial, sans-serif";

// Radix's base.css sets these on `.radix-themes` too; the doubled class wins whatever order the
// stylesheets load in.
globalStyle('.radix-themes.radix-themes', {
  vars: {
    '--default-font-family': `'Inter Variable', ${systemStack}`,
    '--heading-font-family': `'Inter Variable', ${systemStack}`,
  },
});

// The theme root carries the font and base colours so every component inherits them.
globalStyle('.radix-themes', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[12],
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('.radix-themes[data-has-background="true"]', {
  backgroundColor: vars.color.background,
});

globalStyle('.radix-themes *, .radix-themes *::before, .radix-themes *::after', {
  boxSizing: 'border-box',
});
