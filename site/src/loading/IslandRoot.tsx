import { ThemeScope } from '@clipnest/ui';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { replayTypedChanges } from './typedBeforeHydration';

/**
 * What every island's root renders around it, on the server and in the browser alike (so the
 * two match): the page's theme without a second theme element, and an error boundary. Once
 * hydrated, the island's element is marked `data-hydrated` (the early-press keeper and the tests
 * read it). What the visitor typed into its fields before then is passed on to React.
 */
export function IslandRoot({ element, children }: { element: HTMLElement | null; children: ReactNode }) {
  useEffect(() => {
    if (!element) return;
    replayTypedChanges(element);
    element.setAttribute('data-hydrated', '');
  }, [element]);
  return (
    <StrictMode>
      <ThemeScope container={element?.closest<HTMLElement>('.radix-themes') ?? null}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ThemeScope>
    </StrictMode>
  );
}
