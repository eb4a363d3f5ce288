import { Island } from '../loading/Island';
import { loadedPage, PageContent } from '../loading/pages';
import { NotFound } from './NotFound';
import { RootLayout } from './RootLayout';

/**
 * One page of the site as the prerenderer writes it (its module loaded first): the frame, and the
 * page — static with its own islands, or whole as one island until it has them.
 */
export function SitePage({ path }: { path: string }) {
  const page = loadedPage(path);
  return (
    <RootLayout path={path}>
      {!page ? (
        <NotFound />
      ) : page.module.hasIslands ? (
        <PageContent path={path} />
      ) : (
        <Island name="Page" props={{ path }} />
      )}
    </RootLayout>
  );
}
