import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
} from 'react';

/**
 * A component that exists only in the browser, loaded after the page has hydrated: overlays that
 * open later (cookie banner, beta notice, sign-in) must not weigh on the first load or the
 * prerendered HTML. Renders nothing on the server and on the first client render.
 */
export function clientOnly<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(load);
  return function ClientOnly(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
