import './foundation.css';
import './global.css';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
  type HTMLAttributes,
} from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { cx } from '../utils/cx';

export const appearances = ['system', 'light', 'dark'] as const;
export type Appearance = (typeof appearances)[number];
export const radii = ['none', 'small', 'medium', 'large', 'full'] as const;
export type Radius = (typeof radii)[number];
export const scalings = ['90%', '95%', '100%', '105%', '110%'] as const;
export type Scaling = (typeof scalings)[number];

export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** `system` follows the visitor's colour-scheme setting; `light` and `dark` force one. */
  appearance?: Appearance;
  /**
   * A Radix colour name. The package bundles `indigo`; any other accent needs
   * `@radix-ui/themes/tokens/colors/<name>.css` imported by the app.
   */
  accentColor?: string;
  /** A Radix gray name. The package bundles `slate`. */
  grayColor?: string;
  radius?: Radius;
  scaling?: Scaling;
  /** Paint the theme's page background. Defaults to true for the outermost provider. */
  hasBackground?: boolean;
}

interface ThemeContextValue {
  appearance: 'light' | 'dark';
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

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

/** The appearance in force where this is called ('light' outside any ThemeProvider). */
export function useAppearance(): 'light' | 'dark' {
  return useContext(ThemeContext)?.appearance ?? 'light';
}

/**
 * The root of every Clipnest UI. It renders the same element Radix Themes' `<Theme>` renders
 * (class `radix-themes` and its data attributes), so Radix's token CSS applies, without pulling
 * Radix's Theme component (with its tooltip and popper code, about 22 KB gzip) into the bundle.
 * Overlays from react-aria are portalled into this element so they keep the tokens.
 */
export const ThemeProvider = forwardRef<HTMLDivElement, ThemeProviderProps>(function ThemeProvider(
  {
    appearance = 'system',
    accentColor = 'indigo',
    grayColor = 'slate',
    radius = 'medium',
    scaling = '100%',
    hasBackground,
    className,
    children,
    ...rest
  },
  forwardedRef,
) {
  const parent = useContext(ThemeContext);
  const isRoot = parent === null;
  const system = useSystemAppearance();
  const resolved = appearance === 'system' ? (parent?.appearance ?? system) : appearance;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  const getContainer = useCallback(() => rootRef.current, []);
  const context = useMemo(() => ({ appearance: resolved }), [resolved]);
  const paintsBackground = hasBackground ?? (isRoot || appearance !== 'system');

  return (
    <ThemeContext.Provider value={context}>
      <div
        {...rest}
        ref={setRef}
        data-is-root-theme={isRoot ? 'true' : 'false'}
        data-accent-color={accentColor}
        data-gray-color={grayColor}
        data-has-background={paintsBackground ? 'true' : 'false'}
        data-panel-background="translucent"
        data-radius={radius}
        data-scaling={scaling}
        className={cx('radix-themes', resolved, className)}
      >
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </div>
    </ThemeContext.Provider>
  );
});
