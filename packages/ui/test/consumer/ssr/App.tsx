// An outside app using wouter for routing, server-rendered and hydrated by the package test.
import {
  Button,
  ButtonLink,
  Heading,
  Hero,
  RouterProvider,
  SiteHeader,
  TextField,
  ThemeProvider,
  type Appearance,
} from '@clipnest/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation, useRouter } from 'wouter';

declare global {
  interface Window {
    /** What each ref pointed at after mounting, for the test to read. */
    refs?: Record<string, string>;
  }
}

/** react-aria links navigate through wouter: its navigate, and its href formatting for the base path. */
function WouterRouterProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const router = useRouter();
  const useHref = (href: string) =>
    router.hrefs(href.startsWith('~') ? href.slice(1) : router.base + href, router);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

const nav = [
  { label: 'Home', href: '/' },
  { label: 'Pricing', href: '/pricing' },
];

function Home() {
  const button = useRef<HTMLButtonElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const hero = useRef<HTMLElement>(null);
  useEffect(() => {
    const describe = (el: Element | null) =>
      el ? `${el.tagName.toLowerCase()}[data-ref=${el.getAttribute('data-ref')}]` : 'null';
    window.refs = {
      button: describe(button.current),
      buttonLink: describe(link.current),
      textField: describe(field.current),
      hero: describe(hero.current),
    };
  }, []);
  return (
    <main>
      <Hero ref={hero} data-ref="hero" title="Every clip, kept" description="A clipboard history." />
      <Button ref={button} id="button" data-ref="button">
        Copy
      </Button>
      <ButtonLink ref={link} data-ref="buttonLink" href="/pricing">
        See pricing
      </ButtonLink>
      <TextField ref={field} data-ref="textField" label="Email" />
    </main>
  );
}

export function App({ ssrPath, appearance = 'system' }: { ssrPath?: string; appearance?: Appearance }) {
  return (
    <Router ssrPath={ssrPath}>
      <WouterRouterProvider>
        <ThemeProvider appearance={appearance}>
          <SiteHeader logo="Clipnest" items={nav} />
          <Switch>
            <Route path="/">
              <Home />
            </Route>
            <Route path="/pricing">
              <main>
                <Heading level={1}>Pricing page</Heading>
              </main>
            </Route>
          </Switch>
        </ThemeProvider>
      </WouterRouterProvider>
    </Router>
  );
}
