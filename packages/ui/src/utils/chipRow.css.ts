import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
// Phones only: from `sm` up, rows of chips wrap as their own styles say.
import { phoneOnly as phone } from './touchTarget.css';
/** The page's side padding below `sm` (Container), which the row bleeds into. */
const gutter = vars.space[4];
/**
 * How much of the row's end fades, hinting that more chips follow: wide enough that the cut chip
 * is clearly fading, not just clipped by the screen's edge.
 */
const fade = vars.space[7];
/**
 * How much of the cut chip still shows at the very edge: a fade to nothing left a chip starting in
 * the fade ('Co…') a faint smudge that read as clipped, not as a row that goes on.
 */
const edgeOpacity = 0.25;

/**
 * A row of filter chips that, on a phone, is one line scrolling sideways (with snapping) instead of
 * wrapping and leaving a chip alone on the last line. It runs to the screen's edges and its end
 * fades, so a cut-off chip shows there is more; the end padding lets the last chip scroll clear of
 * the fade. Chips stay in the tab order, and a focused chip scrolls into view. Compose it with the
 * row's own class (its gap, its alignment from `sm` up).
 */
export const chipRow = style({});

// The class twice: it wins over the row's own `flexWrap` and alignment whatever the stylesheets'
// order.
globalStyle(`${chipRow}${chipRow}`, {
  '@media': {
    [phone]: {
      flexWrap: 'nowrap',
      justifyContent: 'flex-start',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x proximity',
      scrollPaddingInline: gutter,
      scrollbarWidth: 'none',
      marginInline: `calc(-1 * ${gutter})`,
      paddingInlineStart: gutter,
      paddingInlineEnd: fade,
      // Room above and below for the focus ring, which a scrolling box would clip.
      paddingBlock: vars.space[1],
      marginBlockStart: `calc(-1 * ${vars.space[1]})`,
      maskImage: `linear-gradient(to left, rgb(0 0 0 / ${edgeOpacity}), black ${fade})`,
    },
  },
});

globalStyle(`${chipRow} > *`, {
  '@media': { [phone]: { flexShrink: 0, scrollSnapAlign: 'start' } },
});
globalStyle(`${chipRow}::-webkit-scrollbar`, { '@media': { [phone]: { display: 'none' } } });
