import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { sectionLead, sectionTitle } from '../../theme/typography.css';

export const header = style({
  maxWidth: 640,
  marginInline: 'auto',
  marginBlockEnd: vars.space[7],
  textAlign: 'center',
});

export const eyebrow = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  color: vars.color.accent[11],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
});

export const title = sectionTitle;

export const description = style([sectionLead, { marginBlockStart: vars.space[3] }]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[5] },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({ minWidth: 0 });

export const wide = style({ '@media': { [media.lg]: { gridColumn: 'span 2' } } });
