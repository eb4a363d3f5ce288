import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/* The document's root, and the page's colours when it is printed or previewed for print. */

export const root = style({ position: 'relative' });

globalStyle(`${root}[data-variant="print"]`, {
  backgroundColor: 'white',
  color: 'black',
  paddingBlock: vars.space[6],
});

globalStyle(`${root}`, {
  '@media': { print: { backgroundColor: 'white', color: 'black' } },
});

// The site marks its own chrome (header, footer, floating badge, cookie banner) with this.
globalStyle('[data-print-hidden]', {
  '@media': { print: { display: 'none !important' } },
});
