// The page is prerendered: its HTML and inlined CSS paint on their own. This entry is requested
// only after that first paint, by the loader the prerenderer puts in each page
// (scripts/entry-loader.mjs), with the chunks of the islands the page hydrates at once: on a slow
// network the app's code does not compete with the page for bandwidth.

const nextTask = () => new Promise((resume) => setTimeout(resume));

// Startup in separate tasks, so that no one stretch blocks the main thread for long on a slow
// phone: React first, then the islands. Nothing warms the browser's number formatting (Intl): its
// first use loads locale data in one 25–40 ms stretch (four times that on a slow phone), and a
// first visit to the landing page formats nothing with it — a page that does pays it when it must.
void import('./loading/react').then(nextTask).then(() => import('./loading/boot'));
