import { style } from '@vanilla-extract/css';
import { duration, focusRing, media, vars } from '../../theme/vars.css';

export const popular = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const popularGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  // A name and a line beside an icon tile need room: one column on a phone, two wider.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A shortcut's card: the icon tile left of the name and its line; the whole card is the target. */
export const popularItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space[4],
  border: `1px solid ${vars.color.gray.a5}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.panelSolid,
  transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
  selectors: {
    '&:has([data-hovered])': { borderColor: vars.color.gray.a8, backgroundColor: vars.color.gray.a2 },
    '&:has([data-pressed])': { backgroundColor: vars.color.gray.a3 },
    '&[data-selected]': { borderColor: vars.color.accent[8], backgroundColor: vars.color.accent.a2 },
    '&:has([data-focus-visible])': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      selectors: { '&[data-selected]': { borderColor: 'Highlight', borderWidth: 2 } },
    },
  },
});

/** The category's name: a bare button whose ::after covers the card, so the card is one target. */
export const popularButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: vars.cursor.button,
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
});

export const popularText = style({ display: 'grid', gap: 2, minWidth: 0 });

export const popularDescription = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  textWrap: 'pretty',
});
