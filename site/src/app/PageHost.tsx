import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { PageModule } from '../routes';
import { applyHead } from '../seo';
import { hasNavigatedInApp, restoreScroll, takeTraversal } from './navigation';
import { useAnnounce } from './Announcer';

interface PageHostProps {
  module: PageModule;
  params: Record<string, string>;
}

/**
 * Renders a loaded page. After a client-side navigation it updates the head, restores or resets
 * the scroll position, moves focus to the page's h1 and announces the new title, as a page load
 * would for a screen-reader user.
 */
export function PageHost({ module, params }: PageHostProps) {
  const [path] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const announce = useAnnounce();
  const meta = module.meta(params);
  const Page = module.default;

  useEffect(() => {
    if (!hasNavigatedInApp() || !meta) return;
    applyHead(meta, path);
    restoreScroll(takeTraversal());
    const heading = ref.current?.querySelector('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    announce(meta.title);
    // Only a new page (path) is a navigation; re-renders of the same page are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  return (
    <div ref={ref} data-page={path}>
      <Page params={params} />
    </div>
  );
}
