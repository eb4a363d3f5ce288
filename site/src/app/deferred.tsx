import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { hasNavigatedInApp } from './navigation';

// What brings a deferred part in early: a pointer or keyboard focus reaching it.
const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Resolves when the prerendered part named `name` is needed: when it comes near the viewport or
 * the visitor reaches into it. At once when there is nothing prerendered to keep (a page reached
 * by client-side navigation, or the server).
 */
function whenNeeded(name: string): Promise<void> {
  if (typeof window === 'undefined' || hasNavigatedInApp()) return Promise.resolve();
  const element = document.querySelector(`[data-deferred="${name}"]`);
  if (!element?.firstChild || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '200px 0px' },
    );
    function done() {
      observer.disconnect();
      for (const type of interactionEvents) element!.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    for (const type of interactionEvents)
      element.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** Marks the wrapper once the part has hydrated, so tests (and curious readers) can tell. */
function Ready({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.parentElement?.closest('[data-deferred]')?.setAttribute('data-ready', 'true');
  }, []);
  return (
    <>
      {children}
      <span ref={ref} hidden />
    </>
  );
}

export interface DeferredOptions {
  /**
   * The part starts well below the first screen and is taller than a screen. The browser then
   * skips styling, laying out and painting it while it is off screen (`content-visibility: auto`):
   * every restyle of the whole page is shorter — the modal that makes the page inert restyles the
   * visible part only. It stays in the accessibility tree, in find-in-page and reachable by its
   * links.
   */
  belowTheFold?: boolean;
}

// Until it has been rendered once, an off-screen part is counted at 1500 px, and never less than
// the screen's height: a jump to a part still waiting shows none of what follows it, so nothing
// visible moves when it renders (`auto` then remembers its real height).
const offscreenStyle = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto max(100vh, 1500px)',
} as const;

/**
 * A part of a page that is prerendered with it but whose code loads only when the visitor gets
 * near it (sections below the fold). Until then React keeps the prerendered HTML as it is: the
 * part reads, and its links work, before its JavaScript arrives. Its props must be constants, and it
 * must sit under no context whose value changes after hydration (state lives in journey/store.ts): an update
 * reaching it before its code has loaded would make React replace the prerendered HTML with nothing.
 */
export function deferred<P extends object = Record<string, never>>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { belowTheFold = false }: DeferredOptions = {},
): ComponentType<P> {
  const Lazy = lazy(() => whenNeeded(name).then(load));
  // Memoised: a re-render of the page around it never reaches the waiting part, as long as its
  // props are constants (copy from the content modules, literals).
  return memo(function Deferred(props: P) {
    // Only for the page as first loaded: a page reached in the app renders whole at once, and
    // going back to it must find every part at its real height to return to the same place.
    const [skipOffscreen] = useState(() => belowTheFold && !hasNavigatedInApp());
    return (
      <div data-deferred={name} style={skipOffscreen ? offscreenStyle : undefined}>
        <Suspense fallback={null}>
          <Ready>
            <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
          </Ready>
        </Suspense>
      </div>
    );
  }) as unknown as ComponentType<P>;
}
