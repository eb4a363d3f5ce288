import { ThemeProvider } from '@clipnest/ui';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, preloadPage } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('Clipnest could not start: the page has no #root element.');

// Every page is prerendered: load this page's module (main.tsx has already requested it), then hydrate
// the HTML that is already there, without a moment of suspense.
void preloadPage(window.location.pathname)
  .catch(() => {}) // the page then loads on demand, and the error boundary shows a failure
  .then(() =>
    // In a transition, hydration works in short slices: the browser paints the prerendered page
    // and answers input between them instead of waiting for one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <ThemeProvider>
            <App />
          </ThemeProvider>
        </StrictMode>,
      );
    }),
  );
