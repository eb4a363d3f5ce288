import { globalStyle, style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { displaySize } from '../../theme/typography.css';
import { root } from './LegalRoot.css';
import { hiddenInPrint, printed } from './printRule';
import { skippedOffScreen } from '../private/skippedOffScreen.css';

/* A section and its head: the numbered title and the copy-link button. */

// Each section is skipped by the browser while off screen (a policy is a long page: all of it was
// laid out for a phone's first paint); until drawn once it counts at about a short section's height.
export const section = style([
  skippedOffScreen('24rem'),
  {
    scrollMarginTop: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[8]})`,
    paddingBlockStart: vars.space[6],
    selectors: { '& + &': { marginBlockStart: vars.space[4] } },
    '@media': {
      [media.lg]: { scrollMarginTop: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[5]})` },
      print: { breakInside: 'auto', paddingBlockStart: vars.space[4] },
    },
  },
]);

// Skipped, a section is contained: its last block's margin would add to the gap to the next section
// instead of collapsing into it.
globalStyle(`${section} > :last-child`, { marginBlockEnd: 0 });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  marginBlockEnd: vars.space[3],
});

export const sectionTitle = style(
  printed(
    {
      display: 'flex',
      gap: vars.space[3],
      flex: 1,
      minWidth: 0,
      margin: 0,
      fontFamily: vars.font.family.heading,
      // The type scale's heading inside long-form text.
      fontSize: displaySize.prose,
      lineHeight: 1.25,
      letterSpacing: '-0.015em',
      fontWeight: vars.font.weight.bold,
      color: vars.color.gray[12],
      textWrap: 'balance',
      breakAfter: 'avoid',
    },
    { color: 'black' },
  ),
);

export const sectionNumber = style(
  printed(
    {
      flexShrink: 0,
      color: vars.color.accent[11],
      fontVariantNumeric: 'tabular-nums',
    },
    { color: 'black' },
  ),
);

export const copyButton = style(
  printed(
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space[1],
      flexShrink: 0,
      minWidth: vars.space[6],
      height: vars.space[6],
      justifyContent: 'center',
      paddingInline: vars.space[1],
      border: 'none',
      borderRadius: vars.radius[2],
      background: 'transparent',
      color: vars.color.gray[11],
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size[1],
      cursor: vars.cursor.button,
      outline: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: `color ${duration.fast}, background-color ${duration.fast}`,
    },
    hiddenInPrint,
  ),
);
// The anchor form is a plain link: drawn as the button (the class twice outweighs the text's
// link rule), with the browser's own hover and focus states.
globalStyle(`a${copyButton}${copyButton}`, { color: vars.color.gray[11], textDecorationLine: 'none' });
globalStyle(`${copyButton}[data-hovered], a${copyButton}${copyButton}:hover`, {
  color: vars.color.gray[12],
  backgroundColor: vars.color.gray.a3,
});
globalStyle(`${copyButton}[data-focus-visible], a${copyButton}:focus-visible`, {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 1,
});
globalStyle(`${copyButton}[data-copied]`, { color: vars.color.gray[12] });
globalStyle(`${copyButton}[data-copied] svg`, { color: vars.color.green[11] });

export const copiedText = style({
  alignSelf: 'center',
  flexShrink: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[11],
  '@media': { print: { display: 'none' } },
  selectors: { [`${root}[data-variant="print"] &`]: { display: 'none' } },
});
