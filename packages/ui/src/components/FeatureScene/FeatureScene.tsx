import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { MacWindow, type MacSidebarSection } from './MacWindow';
import * as styles from './FeatureScene.css';

/** The tint of a drawn glyph, badge or app icon. */
export type SceneTone = 'accent' | 'gray' | 'green' | 'red' | 'amber';

/**
 * A run of drawn text: plain, `{ match }` highlighted as a search hit, `{ field }` drawn as a
 * template placeholder, `{ cursor: true }` as the text cursor.
 */
export type SceneRun = string | { match: string } | { field: string } | { cursor: true };
export type SceneText = string | readonly SceneRun[];

/** A picture at a row's start: an icon, an app's icon (a letter on a tile), a colour or a thumbnail. */
export interface SceneGlyph {
  icon?: IconName;
  /** An app's icon drawn as its initial on a tinted tile, e.g. `1` for 1Password. */
  letter?: string;
  tone?: SceneTone;
  /** The copied colour itself (data, not a design value), e.g. `#d97706`. */
  swatch?: string;
  /** A drawn image or document preview instead of an icon. */
  thumb?: 'image' | 'document';
}

export interface SceneRow {
  glyph?: SceneGlyph;
  title: SceneText;
  /** A second, quieter line. */
  detail?: SceneText;
  /** Quiet text at the row's end, e.g. the source app or `⌘1`. */
  meta?: string;
  /** A small pill at the row's end, e.g. `Synced`. */
  badge?: string;
  /** A drawn switch at the row's end. */
  toggle?: boolean;
  /** A drawn text field at the row's end holding this value. */
  field?: string;
  selected?: boolean;
}

export interface SceneGroup {
  /** A small heading over the rows, e.g. `14:00 · Figma`. */
  label?: string;
  rows: readonly SceneRow[];
}

export type SceneCodeTone = 'keyword' | 'string' | 'number' | 'comment' | 'function' | 'type';
export interface SceneCodeToken {
  text: string;
  tone?: SceneCodeTone;
}

export interface SceneTile {
  glyph: SceneGlyph;
  title: string;
  detail?: string;
  selected?: boolean;
}

/** What fills a window. */
export type SceneBody =
  | {
      /** Rows in groups, with an optional search field and filter chips above them. */
      kind: 'list';
      search?: { query: string };
      /** Filter chips; the first is drawn as the active one. */
      chips?: readonly string[];
      groups: readonly SceneGroup[];
    }
  | {
      /** A code preview with syntax colour, under a row naming the clip. */
      kind: 'code';
      header: SceneRow;
      language: string;
      lines: readonly (readonly SceneCodeToken[])[];
      /** Paste actions drawn as keycap hints, e.g. `{ keys: '⏎', label: 'Paste exactly' }`. */
      actions?: readonly { keys: string; label: string }[];
    }
  | {
      /** A table: Finder's list view, Activity Monitor. The first column holds the glyph. */
      kind: 'table';
      columns: readonly string[];
      rows: readonly { glyph?: SceneGlyph; cells: readonly string[]; selected?: boolean }[];
      /** A path bar under the table, e.g. `['Macintosh HD', 'Users', …]`. */
      path?: readonly string[];
    }
  | {
      /** Cards of clips in a grid, each kind drawn as itself. */
      kind: 'grid';
      tiles: readonly SceneTile[];
    }
  | {
      /** A text document (a template) with a heading and lines of runs. */
      kind: 'document';
      heading: string;
      /** Small chips under the heading, e.g. the template's keyword. */
      tags?: readonly string[];
      lines: readonly (readonly SceneRun[])[];
    };

export interface SceneWindow {
  title: string;
  sidebar?: readonly MacSidebarSection[];
  status?: string;
  body: SceneBody;
}

/** Something drawn over the window(s). */
export type SceneOverlay =
  | {
      /** Keycaps and a caption, e.g. ⇧⌘V · `Opened in 38 ms`. */
      kind: 'keys';
      keys: readonly string[];
      caption?: string;
    }
  | {
      /** A small floating panel (a popover or sheet) with a title and rows. */
      kind: 'panel';
      title: string;
      rows: readonly SceneRow[];
    }
  | {
      /** A notification-style banner. */
      kind: 'toast';
      glyph: SceneGlyph;
      title: string;
      detail?: string;
    };

export const featureSceneSizes = ['large', 'small'] as const;
export type FeatureSceneSize = (typeof featureSceneSizes)[number];

export interface FeatureSceneProps {
  /**
   * What the picture shows, for screen readers (one or two sentences). Without it the scene is
   * decorative and hidden from them, e.g. beside text that says the same.
   */
  label?: string;
  /** `large` for a page's first screen; `small` for a card (4:3, drawn larger, the window runs off its bottom edge). */
  size?: FeatureSceneSize;
  /** One window, or two side by side joined by `link` (e.g. two Macs syncing). */
  windows: readonly [SceneWindow] | readonly [SceneWindow, SceneWindow];
  /** Between two windows: what passes from one to the other. */
  link?: { label: string; detail?: string };
  overlay?: SceneOverlay;
  className?: string;
}

function Runs({ text }: { text: SceneText }): ReactNode {
  if (typeof text === 'string') return text;
  return text.map((run, index) => {
    if (typeof run === 'string') return run;
    if ('match' in run)
      return (
        <mark key={index} className={styles.match}>
          {run.match}
        </mark>
      );
    if ('field' in run)
      return (
        <span key={index} className={styles.placeholder}>
          {run.field}
        </span>
      );
    return <span key={index} className={styles.cursor} />;
  });
}

function Glyph({ glyph }: { glyph: SceneGlyph }) {
  const tone = styles.tone[glyph.tone ?? 'gray'];
  if (glyph.swatch)
    // The swatch is the copied colour itself: data, not a design value.
    return <span className={cx(styles.glyph, styles.swatch)} style={{ backgroundColor: glyph.swatch }} />;
  if (glyph.thumb) return <span className={cx(styles.glyph, styles.thumb[glyph.thumb])} />;
  if (glyph.letter) return <span className={cx(styles.glyph, styles.appIcon, tone)}>{glyph.letter}</span>;
  return (
    <span className={cx(styles.glyph, tone)}>{glyph.icon && <Icon name={glyph.icon} size="1.05em" />}</span>
  );
}

function Row({ row, className }: { row: SceneRow; className?: string }) {
  return (
    <div className={cx(styles.row, row.selected && styles.rowSelected, className)}>
      {row.glyph && <Glyph glyph={row.glyph} />}
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>
          <Runs text={row.title} />
        </span>
        {row.detail && (
          <span className={styles.rowDetail}>
            <Runs text={row.detail} />
          </span>
        )}
      </span>
      {row.badge && <span className={styles.badge}>{row.badge}</span>}
      {row.meta && <span className={styles.meta}>{row.meta}</span>}
      {row.field !== undefined && <span className={styles.field}>{row.field}</span>}
      {row.toggle !== undefined && <span className={cx(styles.toggle, row.toggle && styles.toggleOn)} />}
    </div>
  );
}

function Body({ body }: { body: SceneBody }): ReactNode {
  switch (body.kind) {
    case 'list':
      return (
        <div className={styles.list}>
          {body.search && (
            <div className={styles.search}>
              <Icon name="search" size="1.1em" />
              <span className={styles.query}>{body.search.query}</span>
            </div>
          )}
          {body.chips && (
            <div className={styles.chips}>
              {body.chips.map((chip, index) => (
                <span key={chip} className={cx(styles.chip, index === 0 && styles.chipActive)}>
                  {chip}
                </span>
              ))}
            </div>
          )}
          {body.groups.map((group, groupIndex) => (
            <div key={groupIndex} className={styles.group}>
              {group.label && <p className={styles.groupLabel}>{group.label}</p>}
              {group.rows.map((row, index) => (
                <Row key={index} row={row} />
              ))}
            </div>
          ))}
        </div>
      );
    case 'code':
      return (
        <div className={styles.list}>
          <Row row={body.header} className={styles.codeHeader} />
          <div className={styles.codeBlock}>
            <span className={styles.language}>{body.language}</span>
            <pre className={styles.code}>
              {body.lines.map((line, lineIndex) => (
                <span key={lineIndex} className={styles.codeLine}>
                  <span className={styles.lineNumber}>{lineIndex + 1}</span>
                  {line.map((token, index) =>
                    token.tone ? (
                      <span key={index} className={styles.token[token.tone]}>
                        {token.text}
                      </span>
                    ) : (
                      token.text
                    ),
                  )}
                </span>
              ))}
            </pre>
          </div>
          {body.actions && (
            <div className={styles.hints}>
              {body.actions.map((action) => (
                <span key={action.label} className={styles.hint}>
                  <kbd className={styles.kbd}>{action.keys}</kbd>
                  {action.label}
                </span>
              ))}
            </div>
          )}
        </div>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          {/* The rows give way (clipped) before the path bar does: on a phone the path still shows. */}
          <div className={styles.tableRows}>
            <div className={cx(styles.tableRow, styles.tableHead)}>
              {body.columns.map((column) => (
                <span key={column} className={styles.cell}>
                  {column}
                </span>
              ))}
            </div>
            {body.rows.map((row, index) => (
              <div key={index} className={cx(styles.tableRow, row.selected && styles.tableSelected)}>
                {row.cells.map((cell, cellIndex) => (
                  <span key={cellIndex} className={styles.cell}>
                    {cellIndex === 0 && row.glyph && <Glyph glyph={row.glyph} />}
                    <span className={styles.ellipsis}>{cell}</span>
                  </span>
                ))}
              </div>
            ))}
          </div>
          {body.path && (
            <div className={styles.pathBar}>
              {body.path.map((part, index) => (
                <span key={index} className={styles.pathPart}>
                  {index > 0 && <Icon name="chevron-right" size="0.9em" />}
                  <Icon name={index === 0 ? 'laptop' : 'folder'} size="1em" className={styles.pathIcon} />
                  {part}
                </span>
              ))}
            </div>
          )}
        </div>
      );
    case 'grid':
      return (
        <div className={styles.tiles}>
          {body.tiles.map((tile, index) => (
            <div key={index} className={cx(styles.tile, tile.selected && styles.tileSelected)}>
              <span className={cx(styles.tilePreview, tile.glyph.thumb && styles.thumb[tile.glyph.thumb])}>
                {!tile.glyph.thumb && <Glyph glyph={tile.glyph} />}
              </span>
              <span className={styles.rowTitle}>{tile.title}</span>
              {tile.detail && <span className={styles.rowDetail}>{tile.detail}</span>}
            </div>
          ))}
        </div>
      );
    case 'document':
      return (
        <div className={styles.document}>
          <p className={styles.documentHeading}>{body.heading}</p>
          {body.tags && (
            <div className={styles.chips}>
              {body.tags.map((tag) => (
                <span key={tag} className={styles.chip}>
                  {tag}
                </span>
              ))}
            </div>
          )}
          {body.lines.map((line, index) => (
            <p key={index} className={styles.documentLine}>
              <Runs text={line} />
            </p>
          ))}
        </div>
      );
  }
}

function Overlay({ overlay, abovePath }: { overlay: SceneOverlay; abovePath: boolean }) {
  switch (overlay.kind) {
    case 'keys':
      return (
        <div className={cx(styles.overlay, styles.keysOverlay)}>
          <span className={styles.keys}>
            {overlay.keys.map((key) => (
              <kbd key={key} className={styles.keycap}>
                {key}
              </kbd>
            ))}
          </span>
          {overlay.caption && <span className={styles.keysCaption}>{overlay.caption}</span>}
        </div>
      );
    case 'panel':
      return (
        <div className={cx(styles.overlay, styles.panel)}>
          <p className={styles.panelTitle}>{overlay.title}</p>
          {overlay.rows.map((row, index) => (
            <Row key={index} row={row} />
          ))}
        </div>
      );
    case 'toast':
      return (
        <div className={cx(styles.overlay, styles.toast)} data-above-path={abovePath || undefined}>
          <Glyph glyph={overlay.glyph} />
          <span className={styles.rowText}>
            <span className={styles.rowTitle}>{overlay.title}</span>
            {overlay.detail && <span className={styles.rowDetail}>{overlay.detail}</span>}
          </span>
        </div>
      );
  }
}

/**
 * A feature of the app drawn at high fidelity: one or two macOS windows on a desktop in the
 * brand's colours, with realistic content (a search with its hits, a timeline, rules, a template,
 * code, a Finder folder, two Macs syncing) and an optional overlay. HTML and CSS only, no motion,
 * no script. The stage keeps a fixed aspect ratio, so it is in the prerendered HTML at its final
 * size and never shifts the layout; every length inside follows the stage's width. With `label`
 * it is one image to screen readers, named by it; without, wholly decorative. Every string is the caller's.
 */
export function FeatureScene({
  label,
  size = 'large',
  windows,
  link,
  overlay,
  className,
}: FeatureSceneProps) {
  const [first, second] = windows;
  return (
    <div
      className={cx(styles.stage, styles.size[size], className)}
      data-size={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <div className={styles.canvas} aria-hidden="true">
        <span className={styles.wallpaper} />
        <div className={cx(styles.windows, second && styles.pair)}>
          <MacWindow title={first.title} sidebar={first.sidebar} status={first.status}>
            <Body body={first.body} />
          </MacWindow>
          {second && (
            <>
              {link && (
                <div className={styles.link}>
                  <span className={styles.linkIcon}>
                    <Icon name="lock" size="1.1em" />
                  </span>
                  <span className={styles.linkLabel}>{link.label}</span>
                  {link.detail && <span className={styles.linkDetail}>{link.detail}</span>}
                </div>
              )}
              <MacWindow title={second.title} sidebar={second.sidebar} status={second.status}>
                <Body body={second.body} />
              </MacWindow>
            </>
          )}
        </div>
        {overlay && (
          <Overlay
            overlay={overlay}
            abovePath={first.body.kind === 'table' && !!first.body.path && !second}
          />
        )}
      </div>
    </div>
  );
}
