import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { ClipPanel, type ClipPanelProps } from './ClipPanel';
import {
  AppWindow,
  Dock,
  Keycaps,
  MacDesktop,
  MenuBar,
  type AppWindowProps,
  type DockProps,
  type MenuBarProps,
} from './MacDesktop';
import * as styles from './MacScene.css';

export interface MacSceneProps {
  /** What screen readers hear instead of the drawing: one sentence summing it up. */
  label: string;
  menuBar: MenuBarProps;
  /** The front app's window, behind the panel. */
  window?: Omit<AppWindowProps, 'className'>;
  /** The panel and its clips. */
  panel: Omit<ClipPanelProps, 'className' | 'animate'>;
  /** The shortcut that opened the panel, drawn as keycaps on the desktop, e.g. `['⇧', '⌘', 'V']`. */
  keys?: readonly string[];
  /**
   * A clip arrives and the keycaps press once, by transform and opacity only (never under
   * `prefers-reduced-motion`).
   */
  animate?: boolean;
  /** The Dock along the bottom edge (its top only), e.g. `{ app: <Mark /> }` for the running app. */
  dock?: Omit<DockProps, 'className'>;
  /** Extra content over the desktop. */
  children?: ReactNode;
  className?: string;
}

/**
 * A Mac with the Clipnest panel open from the menu bar: wallpaper, menu bar, the front app's
 * window, the panel and the shortcut. One picture for assistive technology (`role="img"` named by
 * `label`), nothing focusable, no script: it is whole in the server-rendered HTML, and its box is
 * reserved by its proportions, so it never pops in or moves the page.
 */
export function MacScene({
  label,
  menuBar,
  window,
  panel,
  keys,
  animate,
  dock,
  children,
  className,
}: MacSceneProps) {
  return (
    <figure role="img" aria-label={label} className={cx(styles.figure, className)}>
      <MacDesktop menuBar={<MenuBar {...menuBar} />} dock={dock && <Dock {...dock} />}>
        {window && <AppWindow {...window} />}
        {keys && <Keycaps keys={keys} />}
        <ClipPanel {...panel} animate={animate} className={styles.panel} />
        {children}
      </MacDesktop>
    </figure>
  );
}
