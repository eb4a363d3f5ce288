import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A stand-in newsletter box for the BlogIndex stories (not part of the package's API). */
export const newsletter = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundImage: `linear-gradient(160deg, ${vars.color.accent.a3}, transparent 70%)`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const text = style({ margin: 0, color: vars.color.gray[11] });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'end' });
