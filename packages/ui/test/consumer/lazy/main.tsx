// The lazy-route case: FaqSection is used only by a page loaded on demand.
import { Button, ThemeProvider } from '@clipnest/ui';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const FaqPage = lazy(() => import('./FaqPage'));

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Button>Download Now</Button>
    <Suspense fallback={null}>
      <FaqPage />
    </Suspense>
  </ThemeProvider>,
);
