import type { ReactNode } from 'react';

// Until it has been rendered once, an off-screen part is counted at 1500 px, and never less than
// the screen's height: a jump to a part not yet rendered shows none of what follows it, so nothing
// visible moves when it renders (`auto` then remembers its real height).
const offscreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto max(100vh, 1500px)' } as const;

/**
 * A long stretch of a page that starts well below the first screen. The browser skips styling,
 * laying out and painting it while it is off screen (`content-visibility: auto`): the first
 * layout of the landing page, on a slow phone the longest task of its load, covers the first
 * screen only, and every later restyle of the whole page is shorter. It stays in the
 * accessibility tree, in find-in-page and reachable by its links.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <div style={offscreen}>{children}</div>;
}
