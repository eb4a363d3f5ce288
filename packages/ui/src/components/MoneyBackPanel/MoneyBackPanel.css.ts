import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import { itemTitle } from '../../theme/typography.css';
import { iconTile } from '../private/card.css';

// Icon beside left-aligned text at every width (a left icon over centred text read as misaligned
// on a phone); the action wraps onto its own line there.
export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius[5],
  // The brand's cream/amber surface: green is kept for status and success.
  border: `1px solid ${vars.color.accent.a5}`,
  backgroundColor: vars.color.accent.a2,
  textAlign: 'start',
  '@media': {
    [media.md]: {
      flexWrap: 'nowrap',
      alignItems: 'center',
      gap: vars.space[5],
      padding: vars.space[6],
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/** The site's one icon tile, beside the title on a phone, centred on the text from `md`. */
export const icon = style([iconTile, { '@media': { [media.md]: { alignSelf: 'auto' } } }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  // Beside the icon: the panel wraps only to put the action on its own line.
  flex: '1 1 0',
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
  gap: vars.space[2],
  flexShrink: 0,
  flexBasis: '100%',
  '@media': { [media.md]: { flexBasis: 'auto' } },
});
