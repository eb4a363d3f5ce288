import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius[5],
  border: `1px solid ${vars.color.green.a6}`,
  backgroundColor: vars.color.green.a2,
  textAlign: 'center',
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      gap: vars.space[5],
      padding: vars.space[6],
      textAlign: 'start',
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space[9],
  height: vars.space[9],
  borderRadius: '50%',
  backgroundColor: vars.color.green.a4,
  color: vars.color.green[11],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
});

export const title = itemTitle;

export const description = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
  textWrap: 'pretty',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  flexShrink: 0,
});
