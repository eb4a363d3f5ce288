import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './ClipboardPopover.css';

/** A run of code in a drawn snippet, coloured by its role. */
export interface CodeToken {
  text: string;
  tone?: keyof typeof styles.token;
}

/** One drawn clipboard entry. Every string is the caller's: the package holds no product copy. */
export interface Clip {
  id: string;
  kind: 'text' | 'link' | 'image' | 'file' | 'code' | 'color';
  /** The main line: the text's start, a link's page title, a file's or image's name. */
  title: string;
  /** A second line before the source, e.g. a URL, `2.4 MB` or `1440 × 900`. */
  detail?: string;
  /** For `code`: its lines, each a row of tokens (shown instead of the title). */
  code?: readonly (readonly CodeToken[])[];
  /** For `color`: the CSS colour of the swatch. */
  swatch?: string;
  /** The app it was copied from. */
  source: string;
  /** When, e.g. `10:42` or `2 min`. */
  time: string;
  /** Its quick-paste shortcut, e.g. `⌘1`. */
  shortcut?: string;
  /** Drawn as the highlighted entry. */
  selected?: boolean;
}

export interface ClipGroup {
  /** The timeline's heading, e.g. `Today · 10:42`. */
  label: string;
  clips: readonly Clip[];
}

export interface ClipboardPopoverProps {
  /** What screen readers hear instead of the drawing (a sentence summing it up). */
  label: string;
  groups: readonly ClipGroup[];
  /** The search field's placeholder; no field without it. */
  searchPlaceholder?: string;
  /** Filter chips under the search; the first is drawn as active. */
  filters?: readonly string[];
  /** Keyboard hints in the footer, e.g. `{ keys: '⏎', label: 'Paste' }`. */
  hints?: readonly { keys: string; label: string }[];
  /**
   * Draws a desktop with a menu-bar strip (this mark at its right, then `clock`) and the popover
   * hanging under it. Without it the popover is drawn alone, e.g. as a small scene.
   */
  menuBar?: { mark: ReactNode; clock: string };
  className?: string;
}

const kindIcons: Record<Clip['kind'], IconName> = {
  text: 'clipboard',
  link: 'globe',
  image: 'image',
  file: 'file',
  code: 'code',
  color: 'palette',
};

/**
 * A drawing of Clipnest's menu-bar popover (search, filters, a timeline of clips, keyboard hints)
 * in HTML and CSS: crisp at any size and themed by the Radix tokens. Decorative: one `role="img"`
 * named by `label`, so screen readers hear one sentence, not every entry; nothing in it is
 * focusable. No JavaScript behaviour, and fixed row heights so it never shifts layout.
 */
export function ClipboardPopover({
  label,
  groups,
  searchPlaceholder,
  filters,
  hints,
  menuBar,
  className,
}: ClipboardPopoverProps) {
  const popover = (
    <div className={styles.popover}>
      {searchPlaceholder && (
        <div className={styles.search}>
          <Icon name="search" size={15} />
          <span>{searchPlaceholder}</span>
        </div>
      )}
      {filters && (
        <div className={styles.filters}>
          {filters.map((filter, index) => (
            <span key={filter} className={cx(styles.filter, index === 0 && styles.filterActive)}>
              {filter}
            </span>
          ))}
        </div>
      )}
      {groups.map((group) => (
        <div key={group.label} className={styles.group}>
          <div className={styles.groupLabel}>{group.label}</div>
          {group.clips.map((clip) => (
            <ClipRow key={clip.id} clip={clip} />
          ))}
        </div>
      ))}
      {hints && (
        <div className={styles.hints}>
          {hints.map((hint) => (
            <span key={hint.keys} className={styles.hint}>
              <kbd className={styles.kbd}>{hint.keys}</kbd>
              {hint.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <figure role="img" aria-label={label} className={cx(styles.figure, menuBar && styles.desktop, className)}>
      {menuBar && (
        <div className={styles.menuBar} aria-hidden="true">
          <span className={styles.menuBarDots} />
          <span className={styles.menuBarMark}>{menuBar.mark}</span>
          <span>{menuBar.clock}</span>
        </div>
      )}
      {popover}
    </figure>
  );
}

function ClipRow({ clip }: { clip: Clip }) {
  return (
    <div className={cx(styles.row, clip.selected && styles.rowSelected)}>
      {clip.kind === 'image' ? (
        <span className={styles.thumb} />
      ) : (
        <span
          className={cx(styles.tile, styles.tileKind[clip.kind])}
          style={clip.swatch ? { backgroundColor: clip.swatch } : undefined}
        >
          {clip.kind !== 'color' && <Icon name={kindIcons[clip.kind]} size={16} />}
        </span>
      )}
      <span className={styles.body}>
        {clip.code ? (
          <code className={styles.code}>
            {clip.code.map((line, index) => (
              <span key={index} className={styles.codeLine}>
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} className={styles.token[token.tone ?? 'plain']}>
                    {token.text}
                  </span>
                ))}
              </span>
            ))}
          </code>
        ) : (
          <span className={cx(styles.title, clip.kind === 'link' && styles.linkTitle)}>{clip.title}</span>
        )}
        <span className={styles.meta}>
          {[clip.detail, clip.source, clip.time].filter(Boolean).join(' · ')}
        </span>
      </span>
      {clip.shortcut && <kbd className={styles.kbd}>{clip.shortcut}</kbd>}
    </div>
  );
}
