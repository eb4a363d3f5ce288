/**
 * The CSS custom property, set on the document root, that says how much room (a CSS length) to
 * leave free at the bottom of the viewport: the cookie banner sets it to its height plus its gap
 * while it shows; fixed elements at the bottom (the toasts) add it to their `bottom`, and the
 * floating badge hides while it is above zero.
 * A stable public name rather than a vanilla-extract `createVar`, so the site can set it too.
 */
export const bottomOffsetProperty = '--cn-bottom-offset';
