import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as clipStyles from '../ProductShot/ClipPanel.css';
import { DocumentGlyph } from '../ProductShot/MacGlyphs';
import * as styles from './FeatureVignette.css';

/** The colour of a drawn glyph box. */
export type VignetteTone = keyof typeof styles.tone;

/** A small drawn item: an icon in a tinted box, with a label. */
export interface VignetteItem {
  icon: IconName;
  label: string;
  /** Tint of the icon's box (default `gray`). */
  tone?: VignetteTone;
}

/** A run of text; `{ match }` runs are drawn highlighted, as search hits. */
export type VignetteText = string | { match: string };

export interface VignetteSearchResult extends Omit<VignetteItem, 'label'> {
  text: readonly VignetteText[];
  /** Drawn at the row's end, e.g. the app it came from. */
  meta?: string;
}

export interface VignetteSetting extends VignetteItem {
  /** A drawn switch, on or off. */
  on?: boolean;
  /** A short value instead of a switch, e.g. `1 day`. */
  value?: string;
}

export interface VignetteHour {
  /** The hour under its column, e.g. `09`. */
  label: string;
  /** One glyph per clip copied in that hour, bottom first. */
  clips: readonly VignetteItem['icon'][];
  /** Drawn as the current hour. */
  current?: boolean;
}

/** A run of a code preview: plain, a keyword or a literal (coloured as the app highlights them). */
export type VignetteCodePart = string | { keyword: string } | { literal: string };

/** A run of a template: plain text, a placeholder drawn as a token (e.g. `customer`), or where the cursor lands. */
export type VignetteTemplatePart = string | { field: string } | { cursor: true };

/** One drawn line: a glyph, a label, and an optional note at the end (e.g. a time, a size). */
export interface VignetteRow extends VignetteItem {
  meta?: string;
}

/** One clip's preview card; `label` is the caption under it (e.g. 'Screenshot', '#FFC53D'). */
export type VignettePreview = { label: string } & (
  | { type: 'image' }
  | { type: 'code'; lines: readonly (readonly VignetteCodePart[])[] }
  /** `value` is the copied colour itself (data, drawn as given). */
  | { type: 'color'; value: string }
  /** A document: the file icon with its type on the band, e.g. `PDF`. */
  | { type: 'file'; fileType: string }
  | { type: 'link'; title: string; host: string }
  | { type: 'text'; text: string }
);

function Preview({ preview }: { preview: VignettePreview }) {
  switch (preview.type) {
    case 'image':
      return <span className={cx(styles.previewArt, styles.previewImage)} />;
    case 'code':
      return (
        <span className={cx(styles.previewArt, styles.previewCode)}>
          {preview.lines.map((line, index) => (
            <span key={index} className={styles.previewLine}>
              <CodeLine line={line} />
            </span>
          ))}
        </span>
      );
    case 'color':
      // The swatch is the copied colour itself: data, not a design value.
      return <span className={styles.previewArt} style={{ backgroundColor: preview.value }} />;
    case 'file':
      // The file icon every mock-up draws (the hero panel's), large in a grey well as Quick Look shows it.
      return (
        <span className={cx(styles.previewArt, styles.previewPaper)}>
          <span className={clipStyles.document}>
            <DocumentGlyph badge={preview.fileType} />
          </span>
        </span>
      );
    case 'link':
      return (
        <span className={cx(styles.previewArt, styles.previewLink)}>
          <span className={styles.linkHost}>
            <Icon name="globe" size={12} />
            {preview.host}
          </span>
          <b className={styles.linkTitle}>{preview.title}</b>
        </span>
      );
    case 'text':
      return <span className={cx(styles.previewArt, styles.previewText)}>{preview.text}</span>;
  }
}

export type FeatureVignetteProps = {
  className?: string;
  /**
   * `card` (default): a card's strip, 176 px high. `panel`: the large picture beside a section's
   * text on a feature page — taller, and the drawing scaled up from the tablet width (the same
   * drawing, so it never shifts).
   */
  size?: 'card' | 'panel';
} & (
  | {
      /** A search field with its query and the results, hits highlighted. */
      kind: 'search';
      query: string;
      results: readonly VignetteSearchResult[];
    }
  | {
      /** A wrapping row of kinds of content, e.g. text, image, file, colour. */
      kind: 'tiles';
      tiles: readonly (VignetteItem & { swatch?: string })[];
    }
  | {
      /**
       * Clips shown as the app previews them, each on a card with its caption: an image, code,
       * a colour, a file, a link, text. As many as fit the width show, in this order.
       */
      kind: 'previews';
      previews: readonly VignettePreview[];
    }
  | {
      /** Steps joined by a line, e.g. copy → encrypt → this Mac; `blocked` is drawn struck out. */
      kind: 'path';
      steps: readonly VignetteItem[];
      blocked?: VignetteItem;
    }
  | {
      /** A short list of settings, each with a switch or a value. */
      kind: 'settings';
      settings: readonly VignetteSetting[];
    }
  | {
      /** Clips stacked per hour along an axis. */
      kind: 'timeline';
      hours: readonly VignetteHour[];
    }
  | {
      /**
       * A code clip as the preview shows it: a title bar with the file or source and the detected
       * language, numbered and highlighted lines (leading whitespace kept), and notes under it.
       */
      kind: 'code';
      title: string;
      language: string;
      lines: readonly (readonly VignetteCodePart[])[];
      notes?: readonly VignetteItem[];
    }
  | {
      /**
       * A template: its name and keyword, its text with placeholders drawn as tokens and the
       * cursor's landing place, then the fields the paste asks for (label and typed value).
       */
      kind: 'template';
      title: string;
      keyword?: string;
      lines: readonly (readonly VignetteTemplatePart[])[];
      fields?: readonly { label: string; value: string }[];
    }
  | {
      /**
       * Two devices showing the same history, joined by a link drawn between them (e.g. a lock:
       * end-to-end encrypted). The first clip is the newest, drawn as just arrived on the second.
       */
      kind: 'devices';
      devices: readonly [VignetteItem, VignetteItem];
      clips: readonly VignetteRow[];
      link: VignetteItem;
    }
  | {
      /** A row of keycaps, then a few figures. */
      kind: 'keys';
      keys: readonly string[];
      stats?: readonly { value: string; label: string }[];
    }
);

function Glyph({
  icon,
  tone = 'gray',
  slashed,
  small,
}: Omit<VignetteItem, 'label'> & { slashed?: boolean; small?: boolean }) {
  return (
    <span
      className={cx(styles.glyph, styles.tone[tone], slashed && styles.slashed, small && styles.glyphSmall)}
    >
      <Icon name={icon} size={small ? 12 : 14} />
    </span>
  );
}

function CodeLine({ line }: { line: readonly VignetteCodePart[] }) {
  return line.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : 'keyword' in part ? (
      <span key={index} className={styles.codeKeyword}>
        {part.keyword}
      </span>
    ) : (
      <span key={index} className={styles.codeLiteral}>
        {part.literal}
      </span>
    ),
  );
}

function DevicePane({
  device,
  clips,
  arrived,
}: {
  device: VignetteItem;
  clips: readonly VignetteRow[];
  arrived?: boolean;
}) {
  return (
    <div className={cx(styles.window, styles.pane)}>
      <div className={styles.titleBar}>
        <Glyph icon={device.icon} tone={device.tone} />
        <span className={styles.grow}>{device.label}</span>
      </div>
      {clips.map((clip, index) => (
        <div
          key={index}
          className={cx(styles.row, styles.rowCompact, index === 0 && arrived && styles.rowArrived)}
        >
          <Glyph icon={clip.icon} tone={clip.tone} />
          <span className={styles.grow}>{clip.label}</span>
          {clip.meta && <span className={styles.meta}>{clip.meta}</span>}
        </div>
      ))}
    </div>
  );
}

function drawing(props: FeatureVignetteProps): ReactNode {
  switch (props.kind) {
    case 'code':
      return (
        <div className={cx(styles.window, styles.wideWindow)}>
          <div className={styles.titleBar}>
            <Glyph icon="code" tone="accent" />
            <span className={styles.grow}>{props.title}</span>
            <span className={cx(styles.pill, styles.pillAccent)}>{props.language}</span>
          </div>
          <div className={styles.codeBody}>
            {props.lines.map((line, index) => (
              <span key={index} className={styles.codeRow}>
                <span className={styles.lineNumber}>{index + 1}</span>
                <span className={styles.codeText}>
                  <CodeLine line={line} />
                </span>
              </span>
            ))}
          </div>
          {props.notes && (
            <div className={styles.notes}>
              {props.notes.map((note) => (
                <span key={note.label} className={styles.pill}>
                  <Glyph icon={note.icon} tone={note.tone} small />
                  {note.label}
                </span>
              ))}
            </div>
          )}
        </div>
      );
    case 'template':
      return (
        <div className={cx(styles.window, styles.wideWindow)}>
          <div className={styles.titleBar}>
            <Glyph icon="file" tone="accent" />
            <span className={styles.grow}>{props.title}</span>
            {props.keyword && <span className={cx(styles.pill, styles.mono)}>{props.keyword}</span>}
          </div>
          <div className={styles.templateBody}>
            {props.lines.map((line, index) => (
              <span key={index} className={styles.templateLine}>
                {line.map((part, partIndex) =>
                  typeof part === 'string' ? (
                    part
                  ) : 'field' in part ? (
                    <span key={partIndex} className={styles.token}>
                      {part.field}
                    </span>
                  ) : (
                    <span key={partIndex} className={styles.caret} />
                  ),
                )}
              </span>
            ))}
          </div>
          {props.fields && (
            <div className={styles.fields}>
              {props.fields.map((field) => (
                <span key={field.label} className={styles.fieldBox}>
                  <span className={styles.fieldLabel}>{field.label}</span>
                  <span className={styles.fieldValue}>{field.value}</span>
                </span>
              ))}
            </div>
          )}
        </div>
      );
    case 'devices':
      return (
        <div className={styles.devices}>
          <DevicePane device={props.devices[0]} clips={props.clips} />
          <span className={styles.link}>
            <Glyph icon={props.link.icon} tone={props.link.tone ?? 'accent'} />
            <span className={styles.linkLabel}>{props.link.label}</span>
          </span>
          <DevicePane device={props.devices[1]} clips={props.clips} arrived />
        </div>
      );
    case 'search':
      return (
        <div className={styles.window}>
          <div className={styles.field}>
            <Icon name="search" size={14} />
            <span className={styles.query}>{props.query}</span>
          </div>
          {props.results.map((result, index) => (
            <div key={index} className={cx(styles.row, index === 0 && styles.rowSelected)}>
              <Glyph icon={result.icon} tone={result.tone} />
              <span className={styles.grow}>
                {result.text.map((part, partIndex) =>
                  typeof part === 'string' ? (
                    part
                  ) : (
                    <mark key={partIndex} className={styles.match}>
                      {part.match}
                    </mark>
                  ),
                )}
              </span>
              {result.meta && <span className={styles.meta}>{result.meta}</span>}
            </div>
          ))}
        </div>
      );
    case 'tiles':
      return (
        <div className={styles.tiles}>
          {props.tiles.map((tile) => (
            <span key={tile.label} className={styles.tile}>
              {tile.swatch ? (
                // The swatch is the copied colour itself: data, not a design value.
                <span className={cx(styles.glyph, styles.swatch)} style={{ backgroundColor: tile.swatch }} />
              ) : (
                <Glyph icon={tile.icon} tone={tile.tone} />
              )}
              {tile.label}
            </span>
          ))}
        </div>
      );
    case 'previews':
      return (
        <div className={styles.previews}>
          {props.previews.map((preview) => (
            <span key={preview.label} className={styles.preview}>
              <Preview preview={preview} />
              <span className={styles.previewLabel}>{preview.label}</span>
            </span>
          ))}
        </div>
      );
    case 'path':
      return (
        <div className={styles.column}>
          <div className={styles.path}>
            {props.steps.map((step) => (
              <span key={step.label} className={styles.tile}>
                <Glyph icon={step.icon} tone={step.tone} />
                {step.label}
              </span>
            ))}
          </div>
          {props.blocked && (
            <span className={cx(styles.pill, styles.blocked)}>
              <Glyph icon={props.blocked.icon} tone={props.blocked.tone} slashed />
              {props.blocked.label}
            </span>
          )}
        </div>
      );
    case 'settings':
      return (
        <div className={styles.window}>
          {props.settings.map((setting) => (
            <div key={setting.label} className={styles.row}>
              <Glyph icon={setting.icon} tone={setting.tone} />
              <span className={styles.grow}>{setting.label}</span>
              {setting.value ? (
                <span className={styles.pill}>{setting.value}</span>
              ) : (
                <span className={cx(styles.toggle, setting.on && styles.toggleOn)} />
              )}
            </div>
          ))}
        </div>
      );
    case 'timeline':
      return (
        <div className={styles.hours}>
          {props.hours.map((hour) => (
            // Stacked bottom up (column-reverse): the label on the axis, then the clips.
            <span key={hour.label} className={cx(styles.hour, hour.current && styles.current)}>
              <span className={styles.hourLabel}>{hour.label}</span>
              {hour.clips.map((icon, index) => (
                <Glyph key={index} icon={icon} tone={hour.current ? 'accent' : 'gray'} />
              ))}
            </span>
          ))}
        </div>
      );
    case 'keys':
      return (
        <div className={styles.column}>
          <span className={styles.keys}>
            {props.keys.map((key) => (
              <kbd key={key} className={styles.key}>
                {key}
              </kbd>
            ))}
          </span>
          {props.stats && (
            <span className={styles.keys}>
              {props.stats.map((stat) => (
                <span key={stat.label} className={styles.pill}>
                  <b className={styles.stat}>{stat.value}</b>
                  {stat.label}
                </span>
              ))}
            </span>
          )}
        </div>
      );
  }
}

/**
 * A small drawing of the app for a feature card (FeatureCard's `media`) or, `size="panel"`, beside
 * a feature page's section: a search with its hits, kinds of content, clips' previews, a path,
 * settings, a timeline, keycaps, a code clip, a template or two synced devices. HTML and CSS in the theme's tokens, a
 * fixed height so it never shifts layout, no motion. Decorative: hidden from screen readers, since
 * the card's text says the same. Every string is the caller's.
 */
export function FeatureVignette(props: FeatureVignetteProps) {
  return (
    <div
      aria-hidden="true"
      data-kind={props.kind}
      className={cx(styles.stage, props.size === 'panel' && styles.panel, props.className)}
    >
      {drawing(props)}
    </div>
  );
}
