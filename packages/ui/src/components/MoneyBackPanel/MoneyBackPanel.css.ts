import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';
import { iconTile } from '../private/card.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius[5],
  // The brand's cream/amber surface: green is kept for status and success.
  border: `1px solid ${vars.color.accent.a5}`,
  backgroundColor: vars.color.accent.a2,
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

/** The site's one icon tile; centred with the text on a phone, beside it from `md`. */
export const icon = style([iconTile, { alignSelf: 'auto' }]);

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
