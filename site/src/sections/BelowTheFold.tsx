import type { ReactNode } from 'react';

/**
 * A stretch of a page that starts well below the first screen, skipped by the browser while it is
 * off screen (`content-visibility: auto`, in index.html's <style>): a page's first layout covers
 * its first screen only (on a slow phone that layout is the longest task of a first visit), and so
 * does the restyle when the landing page's beta notice makes the page inert. What the package skips
 * on its own (the footer's links, a legal page's sections, grids of cards) needs no part. It stays
 * in the accessibility tree, in find-in-page and reachable by its links.
 *
 * A part that holds a text field holds that one section: Chrome looks at every field as the page
 * finishes parsing and lays out the whole skipped part around it then (the e2e test "parts skipped
 * while off screen" keeps to this).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <div data-below-fold="">{children}</div>;
}
