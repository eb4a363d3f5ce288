import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';

/**
 * One box with one set of proportions wherever it sits (footer, blog sidebar, roadmap, press,
 * status): at most 23 rem wide, centred in a wider column, so the field and button keep one size.
 */
export const root = style({
  gap: vars.space[4],
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '23rem',
  marginInline: 'auto',
});

export const header = style({ display: 'grid', gap: vars.space[2] });

export const title = itemTitle;

export const description = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
  textWrap: 'pretty',
});

export const field = style({ gap: vars.space[2] });

/**
 * The address and the button: one layout for every newsletter box (footer, blog, status, press,
 * roadmap): side by side from `media.sm` (640 px), stacked below it. A box too narrow for both on a
 * line (under 17.5 rem) keeps them stacked.
 */
export const inputRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Stacked, the field and the button keep a clear gap between them.
  gap: vars.space[3],
  '@media': {
    [media.sm]: {
      '@container': { '(min-width: 17.5rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
    },
  },
});
