import { style } from '@vanilla-extract/css';
import { duration, media, vars } from '../../theme/vars.css';
import { cardInteractive } from '../private/card.css';
import { itemTitle } from '../../theme/typography.css';

export const root = style({});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The site's one card look: the row lifts on hover and the title link's focus ring goes around it.
// On a phone: the title and its one meta line beside the chevron, the skills on one row under both.
// From `md`: one row — title and facts, skills, chevron.
export const item = style([
  cardInteractive,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${vars.space[3]} ${vars.space[3]}`,
    padding: vars.space[4],
    '@media': {
      [media.sm]: { padding: `${vars.space[4]} ${vars.space[5]}` },
      [media.md]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto auto',
        columnGap: vars.space[5],
      },
    },
  },
]);

export const main = style({ gridColumn: 1, gridRow: 1, display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = itemTitle;

/** The title's link covers the whole card. */
export const link = style({
  color: vars.color.gray[12],
  textDecoration: 'none',
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius[4] },
    '&[data-hovered]': { color: vars.color.accent[11] },
  },
});

// On a phone the facts are one quiet line, 'Engineering · Berlin · Full-time' (no icons, parted by
// dots, cut with an ellipsis only on the narrowest screens); from `sm`, each with its icon.
export const facts = style({
  display: 'block',
  margin: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
  '@media': {
    [media.sm]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: `${vars.space[1]} ${vars.space[4]}`,
      overflow: 'visible',
      whiteSpace: 'normal',
      fontSize: vars.font.size[2],
      lineHeight: vars.font.lineHeight[2],
    },
  },
});

export const fact = style({
  display: 'inline',
  selectors: {
    // The dot is drawn, not read: screen readers hear each fact's term instead.
    '& + &::before': { content: '"·" / ""', marginInline: vars.space[2], color: vars.color.gray[9] },
  },
  '@media': {
    [media.sm]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space[1],
      selectors: { '& + &::before': { content: 'none' } },
    },
  },
});

export const factTerm = style({
  display: 'inline',
  '@media': { [media.sm]: { display: 'block' } },
});

export const factIcon = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'inline-block' } },
});

export const factValue = style({ display: 'inline', margin: 0 });

// A phone shows the skills on one row: a chip that does not fit wraps onto a second row, which is
// clipped (a tag is one `space-5` high), so only whole chips show. From `md` they sit beside the facts.
export const tags = style({
  gridColumn: '1 / -1',
  maxBlockSize: vars.space[5],
  overflow: 'hidden',
  '@media': {
    [media.md]: {
      gridColumn: 2,
      gridRow: 1,
      justifyContent: 'flex-end',
      maxWidth: '18rem',
      maxBlockSize: 'none',
      overflow: 'visible',
    },
  },
});

export const arrow = style({
  gridColumn: 2,
  gridRow: 1,
  color: vars.color.gray[10],
  transition: `transform ${duration.base} ease, color ${duration.base} ease`,
  selectors: { [`${item}:hover &`]: { transform: 'translateX(4px)', color: vars.color.accent[11] } },
  '@media': {
    [media.md]: { gridColumn: 3 },
    [media.reducedMotion]: { transition: 'none', selectors: { [`${item}:hover &`]: { transform: 'none' } } },
  },
});
