import './foundation.css';
import './global.css';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { cx } from '../utils/cx';
import { mergeRefs } from '../utils/mergeRefs';

export const appearances = ['system', 'light', 'dark'] as const;
export type Appearance = (typeof appearances)[number];
export const radii = ['none', 'small', 'medium', 'large', 'full'] as const;
export type Radius = (typeof radii)[number];
export const scalings = ['90%', '95%', '100%', '105%', '110%'] as const;
export type Scaling = (typeof scalings)[number];

export interface ThemeProviderProps extends ComponentPropsWithRef<'div'> {
  /**
   * `system` follows the visitor's colour-scheme setting (decided by CSS, so server-rendered HTML
   * paints dark at once for a dark setting); `light` and `dark` force one. A nested provider left
   * at `system` inherits a forced appearance from its parent.
   */
  appearance?: Appearance;
  /**
   * A Radix colour name. The package bundles `amber` (the brand's highlighter: solid surfaces in
   * amber 9 carry the dark `accent-contrast` text, not white); any other accent needs the app to
   * import `@clipnest/ui/accent-colors.css` (Radix's accent mappings, kept out of every page) and
   * `@radix-ui/themes/tokens/colors/<name>.css` (the colour's scale).
   */
  accentColor?: string;
  /** A Radix gray name. The package bundles `sand` (a warm neutral). */
  grayColor?: string;
  radius?: Radius;
  scaling?: Scaling;
  /** Paint the theme's page background. Defaults to true for the outermost provider. */
  hasBackground?: boolean;
}

interface ThemeContextValue {
  /** The appearance forced on this provider or inherited from a forced parent; null = system. */
  forced: 'light' | 'dark' | null;
}

// Context values here never change after the first render: a changed value would reach every
// part of the page that is still waiting to hydrate and make React render it again from scratch
// (losing its prerendered HTML). What changes later (the system setting, the portal container)
// is read from small stores by the components that need it.
const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Whether the nearest ThemeProvider's element exists yet, as a store overlays subscribe to. */
interface PortalReadyStore {
  subscribe: (onChange: () => void) => () => void;
  isReady: () => boolean;
}

const alwaysReady: PortalReadyStore = { subscribe: () => () => {}, isReady: () => true };
const notReadyOnServer = () => false;

/**
 * Whether portalled overlays can mount: false while the nearest ThemeProvider's element does not
 * exist yet (on the server and during the first client render), true outside any ThemeProvider.
 */
const PortalReadyContext = createContext<PortalReadyStore>(alwaysReady);

function createPortalReadyStore(): PortalReadyStore & { setReady: (ready: boolean) => void } {
  let ready = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isReady: () => ready,
    setReady(next) {
      if (next === ready) return;
      ready = next;
      for (const listener of listeners) listener();
    },
  };
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark() {
  return typeof window !== 'undefined' && !!window.matchMedia?.(darkQuery).matches;
}

/** The visitor's colour-scheme setting, kept up to date. Light when it cannot be read. */
export function useSystemAppearance(): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
  return dark ? 'dark' : 'light';
}

/** The appearance in force where this is called: the forced one, else the system setting ('light' outside any ThemeProvider). */
export function useAppearance(): 'light' | 'dark' {
  const theme = useContext(ThemeContext);
  const system = useSystemAppearance();
  if (!theme) return 'light';
  return theme.forced ?? system;
}

/**
 * Whether an overlay may mount now. Overlays portal into the ThemeProvider's element, which exists
 * only after its first render; an overlay that mounts before it (one open from the very first
 * render) would miss react-aria's focus trap and leave the page behind it reachable. An overlay
 * open from the start renders once this is true. Always true outside a ThemeProvider.
 */
export function usePortalReady(): boolean {
  const store = useContext(PortalReadyContext);
  return useSyncExternalStore(
    store.subscribe,
    store.isReady,
    store === alwaysReady ? store.isReady : notReadyOnServer,
  );
}

/**
 * The root of every Clipnest UI. It renders the same element Radix Themes' `<Theme>` renders
 * (class `radix-themes` and its data attributes), so Radix's token CSS applies, without pulling
 * Radix's Theme component (with its tooltip and popper code, about 22 KB gzip) into the bundle.
 * Overlays from react-aria are portalled into this element so they keep the tokens.
 *
 * The element always carries `data-appearance` (`system`, `light` or `dark`). Only a forced
 * appearance adds Radix's `light`/`dark` class; with `system` the markup is the same on the server
 * and after hydration and CSS (`prefers-color-scheme`) picks the colours, while `useAppearance()`
 * still tells JavaScript the resolved value.
 */
export function ThemeProvider({
  appearance = 'system',
  accentColor = 'amber',
  grayColor = 'sand',
  radius = 'medium',
  scaling = '100%',
  hasBackground,
  className,
  children,
  ref,
  ...rest
}: ThemeProviderProps) {
  const parent = useContext(ThemeContext);
  const isRoot = parent === null;
  const forced = appearance === 'system' ? (parent?.forced ?? null) : appearance;
  // The portal container is a ref read on demand; overlays that wait for it subscribe to `portal`.
  const container = useRef<HTMLDivElement | null>(null);
  const [portal] = useState(createPortalReadyStore);
  const setRef = useMemo(
    () =>
      mergeRefs((element: HTMLDivElement | null) => {
        container.current = element;
        portal.setReady(element !== null);
      }, ref),
    [ref, portal],
  );
  const getContainer = useCallback(() => container.current, []);
  const context = useMemo(() => ({ forced }), [forced]);
  const paintsBackground = hasBackground ?? (isRoot || appearance !== 'system');

  return (
    <ThemeContext.Provider value={context}>
      <div
        {...rest}
        ref={setRef}
        data-is-root-theme={isRoot ? 'true' : 'false'}
        data-appearance={forced ?? 'system'}
        data-accent-color={accentColor}
        data-gray-color={grayColor}
        data-has-background={paintsBackground ? 'true' : 'false'}
        data-panel-background="translucent"
        data-radius={radius}
        data-scaling={scaling}
        className={cx('radix-themes', forced, className)}
      >
        <PortalReadyContext.Provider value={portal}>
          <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
        </PortalReadyContext.Provider>
      </div>
    </ThemeContext.Provider>
  );
}

export interface ThemeScopeProps {
  /**
   * The element of the ThemeProvider this root sits in, whose tokens its overlays need: they are
   * portalled into it. Null on the server, where nothing is portalled.
   */
  container: HTMLElement | null;
  children?: ReactNode;
}

/**
 * The theme of a ThemeProvider for a separate React root inside its element: an island of a
 * prerendered page, hydrated on its own while the page around it stays static HTML. Renders no
 * element of its own (the island's HTML must match what the server rendered for it); its
 * components read the appearance the provider's element carries, and its overlays portal into
 * that element, as they would under the provider itself. Portals open after the root's first
 * render, as under ThemeProvider.
 */
export function ThemeScope({ container, children }: ThemeScopeProps) {
  const appearance = container?.getAttribute('data-appearance');
  const forced: ThemeContextValue['forced'] =
    appearance === 'light' || appearance === 'dark' ? appearance : null;
  const context = useMemo(() => ({ forced }), [forced]);
  const [portal] = useState(createPortalReadyStore);
  useEffect(() => portal.setReady(container !== null), [portal, container]);
  const getContainer = useCallback(() => container, [container]);
  return (
    <ThemeContext.Provider value={context}>
      <PortalReadyContext.Provider value={portal}>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </PortalReadyContext.Provider>
    </ThemeContext.Provider>
  );
}
