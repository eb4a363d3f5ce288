// The page is prerendered: its HTML and inlined CSS paint on their own. This entry is requested
// only after that first paint (by the loader the prerenderer puts in each page, see
// scripts/entry-loader.mjs), so on a slow network the app's code does not compete with the page for
// bandwidth; hydration follows as soon as it has arrived.

// The page's own chunks, listed by the prerenderer: fetched alongside the app, not after it.
const modules = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]');
for (const href of modules?.content.split(' ').filter(Boolean) ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// React first, in a task of its own, then the app: evaluating both in one go would block the
// main thread for one long stretch on a slow phone.
void import('react-dom/client')
  .then(() => new Promise((resume) => setTimeout(resume)))
  .then(() => import('./hydrate'));
