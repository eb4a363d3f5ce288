import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';

export const card = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius[4],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.panelSolid,
  boxShadow: vars.shadow[2],
  '@media': {
    // The subscribe box's panel padding: the two sit side by side on /press.
    [media.sm]: { padding: vars.space[7] },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.accent.a3,
  color: vars.color.accent[11],
});

export const headText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const person = style({
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.gray.a4}`,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

export const role = style({
  margin: 0,
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  color: vars.color.gray[11],
});

export const details = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const detail = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
});

export const term = style({ color: vars.color.gray[11] });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.accent[11],
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.accent.a6,
  textUnderlineOffset: 3,
  borderRadius: vars.radius[1],
  outline: 'none',
  cursor: vars.cursor.link,
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus[8]}`, outlineOffset: 2 },
  },
});

export const reply = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  backgroundColor: vars.color.gray.a3,
  color: vars.color.gray[12],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
});
