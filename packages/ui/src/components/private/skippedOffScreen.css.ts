import { style } from '@vanilla-extract/css';

/**
 * A class that lets the browser skip a part's style, layout and paint while it is off screen
 * (`content-visibility: auto`), counted at `height` until drawn once and at its own height after.
 * For long stretches that start below a phone's first screen: the page's first layout then covers
 * what is on screen. The part stays in the accessibility tree and in find-in-page.
 *
 * Skipping also contains the part: its children's margins no longer collapse through its edges,
 * and it clips what its children paint outside it (focus rings, card shadows) unless the clip is
 * widened. So it applies only where the clip can be (`overflow-clip-margin`; not Safari, which
 * then lays the part out as before), and never on paper, where a contained part is kept whole on
 * one page. Not for a part that holds a text field: Chrome lays out the whole of a skipped part
 * around a field as the page finishes parsing.
 */
export function skippedOffScreen(height: string): string {
  return style({
    '@supports': {
      '(overflow-clip-margin: 2rem)': {
        contentVisibility: 'auto',
        containIntrinsicBlockSize: `auto ${height}`,
        overflowClipMargin: '2rem',
        '@media': { print: { contentVisibility: 'visible' } },
      },
    },
  });
}
