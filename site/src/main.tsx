// The page is prerendered: its HTML and inlined CSS paint on their own. This entry is requested
// only after that first paint, by the loader the prerenderer puts in each page
// (scripts/entry-loader.mjs), with the chunks of the islands the page hydrates at once: on a slow
// network the app's code does not compete with the page for bandwidth.

const nextTask = () => new Promise((resume) => setTimeout(resume));

// Startup in separate tasks, so that no one stretch blocks the main thread for long on a slow
// phone: React first; then the browser's number formatting, whose first use in a page loads its
// locale data (about 20 ms on a desktop; the hero's figures and react-aria need it); then the islands.
void import('react-dom/client')
  .then(nextTask)
  .then(() => new Intl.NumberFormat(document.documentElement.lang || undefined).format(0))
  .then(nextTask)
  .then(() => import('./loading/boot'));
