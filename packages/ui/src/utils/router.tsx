import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider, type RouterConfig } from 'react-aria-components';

export type RouterOptions = RouterConfig extends { routerOptions: infer O } ? O : never;

export interface RouterProviderProps {
  /** Moves the app to `href` without a page load (e.g. wouter's `navigate`). */
  navigate: (href: string, routerOptions: RouterOptions | undefined) => void;
  /** Turns an app path into what the `<a href>` says (a base path, hash routing). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

interface LinkRouter {
  navigate?: RouterProviderProps['navigate'];
  useHref: (href: string) => string;
}

const sameHref = (href: string) => href;
const LinkRouterContext = createContext<LinkRouter>({ useHref: sameHref });

/**
 * Gives the app's router to every link of the package. The links a page opens with are plain
 * `<a>` elements (no react-aria code in a first load); the ones inside dialogs, menus and other
 * react-aria widgets are react-aria `Link`s. This provider routes both.
 */
export function RouterProvider({ navigate, useHref = sameHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <LinkRouterContext.Provider value={router}>
      <AriaRouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </AriaRouterProvider>
    </LinkRouterContext.Provider>
  );
}

/**
 * The `href` an anchor shows, and a click handler that hands a plain left click on a link into this
 * page's origin to the app's router. Every other click (a new tab, a download, another site) stays
 * the browser's.
 */
export function useRoutedLink(href: string | undefined, routerOptions?: RouterOptions) {
  const router = useContext(LinkRouterContext);
  // Called on every render (a hook from the app's router), as react-aria's links do.
  const shownHref = router.useHref(href ?? '');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const target = link.getAttribute('target');
    if (
      !router.navigate ||
      event.defaultPrevented ||
      href === undefined ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.altKey ||
      event.shiftKey ||
      (target && target !== '_self') ||
      link.hasAttribute('download') ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    router.navigate(href, routerOptions);
  };
  return { href: href === undefined ? undefined : shownHref, onClick };
}
