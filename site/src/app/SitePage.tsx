import { PageContent } from '../loading/pages';
import { RootLayout } from './RootLayout';

/**
 * One page of the site as the prerenderer writes it (its module loaded first): the frame, and the
 * page (or the 404 page), static HTML with its own islands.
 */
export function SitePage({ path }: { path: string }) {
  return (
    <RootLayout path={path}>
      <PageContent path={path} />
    </RootLayout>
  );
}
