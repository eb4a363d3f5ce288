import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { sectionLead, sectionTitle } from '../../theme/typography.css';

const headerBase = style({
  maxWidth: 640,
  marginBlockEnd: vars.space[7],
});

export const header = styleVariants({
  center: [headerBase, { marginInline: 'auto', textAlign: 'center' }],
  start: [headerBase],
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
