// The page is prerendered: its HTML and inlined CSS paint on their own. This entry is requested
// only after that first paint, with the page's own chunks, by the loader the prerenderer puts in
// each page (scripts/entry-loader.mjs): on a slow network the app's code does not compete with the
// page for bandwidth. Hydration follows as soon as it has arrived.

// React first, in a task of its own, then the app: evaluating both in one go would block the
// main thread for one long stretch on a slow phone.
void import('react-dom/client')
  .then(() => new Promise((resume) => setTimeout(resume)))
  .then(() => import('./hydrate'));
