import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The success message that takes the fields' place; focused when it appears. */
export const success = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  outline: 'none',
  animationName: 'none',
});

export const successVariant = styleVariants({
  block: {
    padding: vars.space[5],
    borderRadius: vars.radius[4],
    backgroundColor: vars.color.green.a2,
    boxShadow: `inset 0 0 0 1px ${vars.color.green.a5}`,
  },
  inline: {
    alignItems: 'center',
    minHeight: vars.space[7],
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius[3],
    backgroundColor: vars.color.green.a2,
    boxShadow: `inset 0 0 0 1px ${vars.color.green.a5}`,
  },
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.green.a4,
  color: vars.color.green[11],
  selectors: {
    [`${successVariant.inline} &`]: {
      width: 'auto',
      height: 'auto',
      backgroundColor: 'transparent',
    },
  },
});

export const successText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const successTitle = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
  selectors: {
    [`${successVariant.inline} &`]: { fontSize: vars.font.size[2], lineHeight: vars.font.lineHeight[2] },
  },
});

export const successDescription = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});
