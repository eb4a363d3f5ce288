import type { ReactNode } from 'react';

/**
 * A long stretch of a page that starts well below the first screen, skipped by the browser while it
 * is off screen (`content-visibility: auto`, in index.html's <style>): the landing page's first
 * layout covers the first screen only, and the restyle when the beta notice makes the page inert
 * (on a slow phone the longest task of a first visit) covers the visible part only. It stays in
 * the accessibility tree, in find-in-page and reachable by its links.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <div data-below-fold="">{children}</div>;
}
