import { SkipLink } from '@clipnest/ui';
import type { ReactNode } from 'react';
import { headerLabels } from '../content/navigation';
import { Island } from '../loading/Island';
import { Footer } from '../sections/Footer';
import { headerFor } from '../routes';

/**
 * Every page's frame, prerendered: skip link, the overlays' place, the header (an island), the
 * main landmark and the footer.
 */
export function RootLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">{headerLabels.skipLink}</SkipLink>
      {/* The overlays' root (src/loading/overlays.tsx) renders here in the browser. The cookie banner
          is fixed to the bottom of the screen but first in the document after the skip link: while
          it is open, a keyboard user meets it at once instead of after every link of the page. */}
      <div data-overlays="" />
      <Island name="Header" props={{ path, variant: headerFor(path) }} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer path={path} />
    </>
  );
}
