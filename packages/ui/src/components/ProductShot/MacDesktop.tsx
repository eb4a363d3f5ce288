import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { AppleGlyph, BatteryGlyph, ControlGlyph, WifiGlyph } from './MacGlyphs';
import * as styles from './MacScene.css';

// The pieces of a drawn Mac, to compose into a scene (`MacScene` is the hero's). They draw only:
// no roles, nothing focusable. Wrap them in one picture named for screen readers (a
// `<figure role="img" aria-label>`), as `MacScene` does.

export interface MacDesktopProps {
  /** The menu bar across the top (`MenuBar`). */
  menuBar?: ReactNode;
  /** Windows, panels and overlays, placed by their own classes over the wallpaper. */
  children?: ReactNode;
  /** The Dock along the bottom edge, cut off by it (`Dock`). */
  dock?: ReactNode;
  className?: string;
}

/**
 * A Mac desktop cropped to a box of fixed proportions (reserved before it paints: it never shifts
 * the page), with a wallpaper of warm dunes in the theme's accent and gray scales.
 */
export function MacDesktop({ menuBar, children, dock, className }: MacDesktopProps) {
  return (
    <div className={cx(styles.desktop, className)}>
      <svg
        className={styles.dunes}
        viewBox="0 0 400 400"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 200c70-40 150-60 230-30s130 10 170-20v250H0z" />
        <path d="M0 270c90-50 170-40 240-10s120 20 160 0v140H0z" />
        <path d="M0 330c60-30 140-40 220-15s130 5 180-15v100H0z" />
      </svg>
      {menuBar}
      {children}
      {dock}
    </div>
  );
}

export interface MenuBarProps {
  /** The front app's name, in bold after the Apple menu. */
  app: string;
  /** The front app's menus (the later ones make way on a narrow desktop). */
  menus?: readonly string[];
  /** An app's own status item, drawn pressed (its panel is open), e.g. a 16 px mark. */
  statusItem?: ReactNode;
  /** The clock at the right, e.g. `Mon 23 Nov 10:42`. */
  clock: string;
}

/** The macOS menu bar: Apple menu, the front app's menus, status items and the clock. */
export function MenuBar({ app, menus = [], statusItem, clock }: MenuBarProps) {
  return (
    <div className={styles.menuBar}>
      <AppleGlyph />
      <span className={styles.appName}>{app}</span>
      {/* Right to left, before the menus in the markup: see styles.statusArea. */}
      <span className={styles.statusArea}>
        <span>{clock}</span>
        <span className={styles.optional}>
          <ControlGlyph />
        </span>
        <WifiGlyph />
        <span className={styles.optional}>
          <BatteryGlyph />
        </span>
        {statusItem && <span className={styles.statusItem}>{statusItem}</span>}
      </span>
      <span className={styles.menus}>
        {menus.map((menu) => (
          <span key={menu}>{menu}</span>
        ))}
      </span>
    </div>
  );
}

export interface AppWindowProps {
  /** The window's title. */
  title: string;
  /** A heading at the top of its document. */
  heading?: string;
  /** The document's paragraphs. */
  paragraphs?: readonly string[];
  /** The paragraph drawn as selected text (the one just copied). */
  selected?: number;
  className?: string;
}

/** A document window of the front app: traffic lights, title, a heading and paragraphs. */
export function AppWindow({ title, heading, paragraphs = [], selected, className }: AppWindowProps) {
  return (
    <div className={cx(styles.window, className)}>
      <div className={styles.titleBar}>
        <span className={styles.lights}>
          <span />
          <span />
          <span />
        </span>
        {title}
      </div>
      <div className={styles.document}>
        {heading && <div className={styles.heading}>{heading}</div>}
        {paragraphs.map((paragraph, index) => (
          <div key={index} className={styles.paragraph}>
            {index === selected ? <span className={styles.selection}>{paragraph}</span> : paragraph}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A shortcut drawn as keycaps on the desktop, e.g. `['⇧', '⌘', 'V']`. */
export function Keycaps({ keys, className }: { keys: readonly string[]; className?: string }) {
  return (
    <div className={cx(styles.keys, className)}>
      {keys.map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </div>
  );
}

export interface DockProps {
  /** An app's own icon, drawn as the running app in the middle of the Dock, e.g. a mark. */
  app?: ReactNode;
  className?: string;
}

/**
 * The Dock at the bottom of the desktop, only its top showing (the desktop's edge cuts it): apps a
 * Mac user knows by shape — a Finder-like face, a notepad, a compass, an envelope and a prompt —
 * drawn generic in the palette, and, when given, the app's own icon with its running dot.
 */
export function Dock({ app, className }: DockProps) {
  return (
    <div className={cx(styles.dock, className)}>
      <DockIcon>
        {/* Finder: a face split in two tones, eyes and a smile. */}
        <rect width="19" height="38" className={styles.dockAmber} />
        <rect x="19" width="19" height="38" className={styles.dockPaper} />
        <path
          d="M19 4c-2 5-3 10-2.6 16H20M12.5 12v4M25.5 12v4M9 25c6 4.5 14 4.5 20 0"
          className={styles.dockLine}
        />
      </DockIcon>
      <DockIcon>
        {/* Notes: a pad with its coloured binding and ruled lines. */}
        <rect width="38" height="38" className={styles.dockPaper} />
        <rect width="38" height="10" className={styles.dockAmber} />
        <path d="M7 17h24M7 23h24M7 29h16" className={cx(styles.dockLine, styles.dockFaint)} />
      </DockIcon>
      <DockIcon>
        {/* Safari: a compass with its needle. */}
        <rect width="38" height="38" className={styles.dockPaper} />
        <circle cx="19" cy="19" r="14" className={styles.dockAmber} />
        <path d="m26 12-9 5 2 2Z" className={styles.dockInk} />
        <path d="m12 26 9-5-2-2Z" className={styles.dockPaper} />
      </DockIcon>
      {app && <span className={cx(styles.dockTile, styles.dockApp)}>{app}</span>}
      <DockIcon>
        {/* Mail: an envelope. */}
        <rect width="38" height="38" className={styles.dockOrange} />
        <rect x="7" y="11" width="24" height="17" rx="2" className={styles.dockPaper} />
        <path d="m8 12.5 11 8.5 11-8.5" className={cx(styles.dockLine, styles.dockOrangeLine)} />
      </DockIcon>
      <DockIcon>
        {/* Terminal: a prompt on a dark screen. */}
        <rect width="38" height="38" className={styles.dockInk} />
        <path d="m10 13 6 5-6 5M19 25h8" className={cx(styles.dockLine, styles.dockAmberLine)} />
      </DockIcon>
    </div>
  );
}

/** One Dock tile: an icon drawn on a 38-unit square, clipped to the tile's rounded corners. */
function DockIcon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.dockTile}>
      <svg viewBox="0 0 38 38" className={styles.dockIcon} aria-hidden="true" focusable="false">
        {children}
      </svg>
    </span>
  );
}
