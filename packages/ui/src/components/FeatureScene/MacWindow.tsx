import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './MacWindow.css';

/** One item of a window's source list (its sidebar). */
export interface MacSidebarItem {
  icon: IconName;
  label: string;
  /** A small count or note at the end, e.g. `12`. */
  count?: string;
  selected?: boolean;
}

export interface MacSidebarSection {
  /** The section's small heading, e.g. `Favorites`. */
  label?: string;
  items: readonly MacSidebarItem[];
}

export interface MacWindowProps {
  /** The window's title, centred in its title bar. */
  title: string;
  /** Drawn at the title bar's end, e.g. toolbar buttons. */
  toolbar?: ReactNode;
  /** A source list at the window's start (hidden when the scene is narrow). */
  sidebar?: readonly MacSidebarSection[];
  /** A status line along the window's foot, e.g. `3 results · 4 ms`. */
  status?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A macOS window frame drawn in HTML: traffic lights, a title bar, an optional source list with
 * vibrancy and a status bar. Sized in `em` (see FeatureScene), purely a picture: no controls.
 */
export function MacWindow({ title, toolbar, sidebar, status, children, className }: MacWindowProps) {
  return (
    <div className={cx(styles.window, className)}>
      <div className={styles.titleBar}>
        <span className={styles.lights}>
          <span className={styles.close} />
          <span className={styles.minimize} />
          <span className={styles.zoom} />
        </span>
        <span className={styles.title}>{title}</span>
        {toolbar && <span className={styles.toolbar}>{toolbar}</span>}
      </div>
      <div className={styles.main}>
        {sidebar && (
          <div className={styles.sidebar}>
            {sidebar.map((section, sectionIndex) => (
              <div key={sectionIndex}>
                {section.label && <p className={styles.sidebarLabel}>{section.label}</p>}
                {section.items.map((item) => (
                  <div
                    key={item.label}
                    className={cx(styles.sidebarItem, item.selected && styles.sidebarSelected)}
                  >
                    <Icon name={item.icon} size="1.1em" className={styles.sidebarIcon} />
                    <span className={styles.ellipsis}>{item.label}</span>
                    {item.count && <span className={styles.sidebarCount}>{item.count}</span>}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
        <div className={styles.content}>{children}</div>
      </div>
      {status && <div className={styles.statusBar}>{status}</div>}
    </div>
  );
}
