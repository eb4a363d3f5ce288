import type { IconName } from '../Icon';
import type { MacSidebarSection } from './MacWindow';

/* What a FeatureScene draws, as data: its windows, their bodies and rows, and an overlay. */

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
  /** With `thumb: 'document'`: the file's type on the page's band, e.g. `PDF` (the hero panel's file icon). */
  fileType?: string;
  /** The app's own icon: the `mark` the FeatureScene is given (e.g. its row in Activity Monitor). */
  mark?: true;
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
  /** A drawn push button at the row's end with this label, e.g. System Settings' `Open Anyway`. */
  button?: string;
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
