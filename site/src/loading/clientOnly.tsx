import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
} from 'react';

/** Calls `run` when the browser is idle (within `timeout` ms); returns how to cancel it. */
export function whenIdle(run: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, Math.min(timeout, 200));
  return () => clearTimeout(handle);
}

/**
 * A component that exists only in the browser, loaded after the page has hydrated: overlays that
 * open later (cookie banner, beta notice, sign-in) must not weigh on the first load or the
 * prerendered HTML. Renders nothing on the server and on the first client render. With `idle`,
 * it waits until the browser is idle after hydration (a second at most), so its code does not
 * lengthen the work of making the page interactive; with `notBefore`, also until that many ms
 * after the page started loading, so that overlays due at different moments load one at a time.
 */
export function clientOnly<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { idle = false, notBefore = 0 }: { idle?: boolean; notBefore?: number } = {},
) {
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(load);
  return function ClientOnly(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      if (!idle) return setMounted(true);
      // A transition: its rendering (the component's code arriving, then its first render) works
      // in short slices instead of one long task.
      const mount = () => startTransition(() => setMounted(true));
      const wait = remainingSinceLoad(notBefore);
      if (wait === 0) return whenIdle(mount, 1000);
      let cancelIdle = () => {};
      const timer = setTimeout(() => (cancelIdle = whenIdle(mount, 1000)), wait);
      return () => {
        clearTimeout(timer);
        cancelIdle();
      };
    }, []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

/**
 * What is left of `ms` since the page started loading: an overlay that shows "n seconds after
 * load" keeps that moment although its code was loaded later (see `idle` above).
 */
export function remainingSinceLoad(ms: number): number {
  return Math.max(0, ms - performance.now());
}
