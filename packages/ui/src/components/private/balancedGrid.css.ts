import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/**
 * A grid of cards where no card is left alone on a row: six tracks from `md`, each card spanning
 * the share `balancedSpans` gives it (`data-span-md`, `data-span-lg`). One column on a phone.
 */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const item = style({
  '@media': {
    [media.md]: {
      selectors: {
        '&[data-span-md="2"]': { gridColumn: 'span 2' },
        '&[data-span-md="3"]': { gridColumn: 'span 3' },
        '&[data-span-md="6"]': { gridColumn: 'span 6' },
      },
    },
    [media.lg]: {
      selectors: {
        '&[data-span-lg="2"]': { gridColumn: 'span 2' },
        '&[data-span-lg="3"]': { gridColumn: 'span 3' },
        '&[data-span-lg="4"]': { gridColumn: 'span 4' },
        '&[data-span-lg="6"]': { gridColumn: 'span 6' },
      },
    },
  },
});
