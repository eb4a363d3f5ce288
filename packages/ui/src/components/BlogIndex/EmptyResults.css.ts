import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px dashed ${vars.color.gray.a7}`,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space[8],
  height: vars.space[8],
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius.thumb,
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[11],
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.font.size[5],
  lineHeight: vars.font.lineHeight[5],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
});

export const emptyHint = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  maxWidth: '40ch',
  color: vars.color.gray[11],
});
