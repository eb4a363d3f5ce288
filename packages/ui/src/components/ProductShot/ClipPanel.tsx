import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { DocumentGlyph } from './MacGlyphs';
import * as styles from './ClipPanel.css';

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
  /** A second line before the source, e.g. a link's domain, `2.4 MB` or `1440 × 900`. */
  detail?: string;
  /** For `code`: its lines, each a row of tokens (shown instead of the title). */
  code?: readonly (readonly CodeToken[])[];
  /** For `color`: the CSS colour of the swatch. */
  swatch?: string;
  /** Drawn in the clip's tile instead of its kind's icon, e.g. a link's site icon. */
  icon?: ReactNode;
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

export interface ClipPanelProps {
  groups: readonly ClipGroup[];
  /** The search field's placeholder; no field without it. */
  searchPlaceholder?: string;
  /** The shortcut that opens the panel, drawn at the end of the search field, e.g. `⇧⌘V`. */
  shortcut?: string;
  /** Filter chips under the search; the first is drawn as active. */
  filters?: readonly string[];
  /** Keyboard hints in the footer, e.g. `{ keys: '⏎', label: 'Paste' }`. */
  hints?: readonly { keys: string; label: string }[];
  /**
   * The first clip arrives once at the top while the clips under it slide down a row to make room
   * (transform and opacity only; none under `prefers-reduced-motion`). Draw a one-line clip first.
   */
  animate?: boolean;
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
 * The Clipnest panel drawn in HTML and CSS (search, filters, a timeline of clips, keyboard hints):
 * crisp at any size and themed by the Radix tokens. A drawing, not a control: it holds no roles and
 * nothing focusable, so put it inside a picture (`MacScene`, `ClipboardPopover`) that names it.
 * Every line has a fixed height, so its size is known before fonts load.
 */
export function ClipPanel({
  groups,
  searchPlaceholder,
  shortcut,
  filters,
  hints,
  animate,
  className,
}: ClipPanelProps) {
  return (
    <div className={cx(styles.panel, animate && styles.animated, className)}>
      {searchPlaceholder && (
        <div className={styles.search}>
          <Icon name="search" size={15} />
          <span className={styles.searchText}>{searchPlaceholder}</span>
          {shortcut && <kbd className={styles.kbd}>{shortcut}</kbd>}
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
      <div className={styles.list}>
        {groups.map((group) => (
          <div key={group.label} className={styles.group}>
            <div className={styles.groupLabel}>{group.label}</div>
            {group.clips.map((clip) => (
              <ClipRow key={clip.id} clip={clip} />
            ))}
          </div>
        ))}
      </div>
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
}

function ClipTile({ clip }: { clip: Clip }) {
  if (clip.kind === 'image') return <span className={styles.thumb} />;
  if (clip.kind === 'file' && !clip.icon) {
    const dot = clip.title.lastIndexOf('.');
    return (
      <span className={styles.document}>
        <DocumentGlyph badge={dot > 0 ? clip.title.slice(dot + 1).toUpperCase() : undefined} />
      </span>
    );
  }
  return (
    <span
      className={cx(styles.tile, styles.tileKind[clip.kind])}
      // The swatch is the clip's own colour (data drawn, not a design value).
      style={clip.swatch ? { backgroundColor: clip.swatch } : undefined}
    >
      {clip.icon ?? (clip.kind !== 'color' && <Icon name={kindIcons[clip.kind]} size={16} />)}
    </span>
  );
}

function ClipRow({ clip }: { clip: Clip }) {
  return (
    <div className={cx(styles.row, clip.selected && styles.rowSelected)}>
      <ClipTile clip={clip} />
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
