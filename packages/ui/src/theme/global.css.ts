import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

const systemStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI Variable', 'Segoe UI', system-ui, Roboto, Helvetica, Arial, sans-serif";

// Radix's base.css sets these on `.radix-themes` too; the doubled class wins whatever order the
// stylesheets load in.
globalStyle('.radix-themes.radix-themes', {
  vars: {
    // Each face's metric-matched stand-in (foundation.css) follows it, for the moment it loads.
    '--default-font-family': `'Inter Variable', 'Inter Fallback', ${systemStack}`,
    // Headings in Bricolage Grotesque: a grotesque with character (ink traps, a warm, slightly
    // condensed bold) beside Inter's neutral text.
    '--heading-font-family': `'Bricolage Grotesque Variable', 'Bricolage Grotesque Fallback', 'Inter Variable', ${systemStack}`,
    // Radix's code stack without its 'Consolas (Custom)' face: where Menlo is missing (every phone,
    // Windows, Linux) the browser tried that face's local() sources first, failed, and then laid
    // the page out again. Consolas itself is still taken where it is installed.
    '--code-font-family': `Menlo, Consolas, 'Bitstream Vera Sans Mono', monospace, 'Apple Color Emoji', 'Segoe UI Emoji'`,
  },
});

// The focus ring's colour. Radix draws it in accent 8, which for amber is a pale orange (about 2:1 on
// the page): accent 11 reaches 3:1 against every surface, light and dark. Set on the theme root and
// on any element that changes the accent, as Radix sets its own.
globalStyle('.radix-themes.radix-themes, .radix-themes [data-accent-color]', {
  vars: {
    [vars.color.focus[8]]: vars.color.accent[11],
    [vars.color.focus.a8]: vars.color.accent.a11,
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
