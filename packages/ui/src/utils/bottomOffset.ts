/**
 * The CSS custom property, set on the document root, that says how much room (a CSS length) to
 * leave free at the bottom of the viewport: the cookie banner sets it to its height plus its gap
 * while it shows, and fixed elements at the bottom (the floating badge) add it to their `bottom`.
 * A stable public name rather than a vanilla-extract `createVar`, so the site can set it too.
 */
export const bottomOffsetProperty = '--cn-bottom-offset';
