import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/vars.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space[4],
    '@media': { [media.sm]: { paddingInline: vars.space[5] } },
  },
  variants: {
    size: {
      1: { maxWidth: 480 },
      2: { maxWidth: 720 },
      3: { maxWidth: 960 },
      4: { maxWidth: 1200 },
    },
  },
  defaultVariants: { size: 4 },
});

export const section = recipe({
  base: { width: '100%' },
  variants: {
    size: {
      1: { paddingBlock: vars.space[5] },
      2: { paddingBlock: vars.space[7], '@media': { [media.md]: { paddingBlock: vars.space[8] } } },
      3: {
        paddingBlock: vars.space[8],
        '@media': { [media.md]: { paddingBlock: `calc(${vars.space[9]} * 1.5)` } },
      },
    },
    variant: {
      plain: {},
      subtle: { backgroundColor: vars.color.gray[2] },
      // Step 3: step 2 (#f8faff in light) was hardly distinguishable from the page.
      accent: { backgroundColor: vars.color.accent[3] },
    },
  },
  defaultVariants: { size: 2, variant: 'plain' },
});

const columnsBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  '@media': { [media.md]: { gap: vars.space[6] } },
});

export const columns = styleVariants({
  halves: [columnsBase, { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }],
  'main-aside': [
    columnsBase,
    {
      '@media': {
        [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', columnGap: vars.space[8] },
      },
    },
  ],
});
