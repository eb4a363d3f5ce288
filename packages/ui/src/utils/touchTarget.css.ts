import { style } from '@vanilla-extract/css';

/** Below the phone breakpoint: the width where touch is the likely pointer. */
export const phoneOnly = 'screen and (max-width: 639.98px)';

/**
 * A hit area of at least 44 × 44 px around a smaller control, without changing its look or
 * layout: an invisible box centred on it. Add it to a positioned element (Buttons are).
 */
export const touchTarget = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: 'max(100%, 44px)',
      height: 'max(100%, 44px)',
      transform: 'translate(-50%, -50%)',
    },
  },
});
