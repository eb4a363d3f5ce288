import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';

export const root = style({ gap: vars.space[4] });

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

/** The address and the button: stacked in a narrow box (a footer), side by side from 22rem. */
export const inputRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Stacked, the field and the button keep a clear gap between them.
  gap: vars.space[3],
  '@container': {
    '(min-width: 22rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});
