import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { label } from '../private/label.css';
import { root } from './LegalRoot.css';
import { hiddenInPrint } from './printRule';

/* The table of contents: a sidebar from 1024 px, a sticky disclosure below; never printed. */

export const tocSidebar = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(var(--clipnest-scroll-offset, 0px) + ${vars.space[5]})`,
      maxHeight: `calc(100vh - var(--clipnest-scroll-offset, 0px) - ${vars.space[7]})`,
      overflowY: 'auto',
      paddingBlockEnd: vars.space[4],
    },
    print: hiddenInPrint,
  },
  selectors: { [`${root}[data-variant="print"] &`]: hiddenInPrint },
});

/** The site's one small label (private/label.css.ts). */
export const tocTitle = style([label, { marginBlockEnd: vars.space[3] }]);

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
  borderInlineStart: `1px solid ${vars.color.gray.a5}`,
});

export const tocLink = style({
  display: 'flex',
  gap: vars.space[2],
  marginInlineStart: -1,
  paddingBlock: 6,
  paddingInline: `${vars.space[3]} ${vars.space[2]}`,
  borderInlineStart: '2px solid transparent',
  color: vars.color.gray[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  textDecoration: 'none',
  // A two-line entry splits evenly ('Your License to / Use the App'), never leaving one word.
  textWrap: 'balance',
  outline: 'none',
  transition: `color ${duration.fast}, border-color ${duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.gray[12] },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus[8]}`,
      outlineOffset: -2,
      borderRadius: vars.radius[2],
    },
    '&[aria-current]': {
      color: vars.color.accent[11],
      borderInlineStartColor: vars.color.accent[9],
      fontWeight: vars.font.weight.medium,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      selectors: { '&[aria-current]': { borderInlineStartColor: 'Highlight' } },
    },
  },
});

export const tocNumber = style({
  flexShrink: 0,
  minWidth: '1.5em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gray[11],
  selectors: { [`${tocLink}[aria-current] &`]: { color: vars.color.accent[11] } },
});

/** The phone and tablet table of contents: a sticky disclosure at the top of the text. */
export const tocDisclosure = style({
  position: 'sticky',
  top: 'var(--clipnest-scroll-offset, 0px)',
  zIndex: 1,
  marginInline: `calc(${vars.space[4]} * -1)`,
  paddingInline: vars.space[4],
  backgroundColor: vars.color.background,
  borderBlock: `1px solid ${vars.color.gray.a5}`,
  '@media': {
    [media.sm]: {
      marginInline: `calc(${vars.space[5]} * -1)`,
      paddingInline: vars.space[5],
    },
    [media.lg]: { display: 'none' },
    print: { display: 'none' },
  },
  selectors: { [`${root}[data-variant="print"] &`]: { display: 'none' } },
});

export const tocTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.space[8],
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus[8]}`,
      outlineOffset: -2,
      borderRadius: vars.radius[2],
    },
  },
});

export const tocTriggerLabel = style({ flexShrink: 0, fontWeight: vars.font.weight.medium });

export const tocTriggerCurrent = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.gray[11],
  selectors: {
    '&::before': { content: '"·"', marginInlineEnd: vars.space[2], color: vars.color.gray[9] },
  },
});

export const tocChevron = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.gray[11],
  transition: `transform ${duration.base}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/**
 * The open list shows whole while the screen can hold it: the disclosure is sticky, so the list
 * may take the screen below the header and the trigger, and only scrolls inside on a screen too
 * short for it (a sticky box taller than the screen would hide its end).
 */
export const tocPanel = style({
  maxHeight: `calc(100dvh - var(--clipnest-scroll-offset, 0px) - ${vars.space[8]} - 2px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[data-expanded]': { paddingBlockEnd: vars.space[3] },
    // Closed means gone: react-aria closes the panel with `hidden="until-found"`, which only skips
    // painting its content (content-visibility), so a stylesheet that shows such content (a
    // capture tool's) opened all twenty rows; and find-in-page lands on the section's heading in
    // the text, not on its line in a folded list.
    '&[hidden]': { display: 'none' },
  },
});
