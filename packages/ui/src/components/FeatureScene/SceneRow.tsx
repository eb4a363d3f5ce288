import { createContext, useContext, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import type { SceneGlyph, SceneRow, SceneText } from './sceneTypes';
import * as styles from './SceneRow.css';
import * as clipStyles from '../ProductShot/ClipPanel.css';
import { DocumentGlyph } from '../ProductShot/MacGlyphs';

/** Drawn text: plain runs, search hits, template fields and the cursor. */
export function Runs({ text }: { text: SceneText }): ReactNode {
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

/** The app's own mark, given to the FeatureScene, for glyphs that ask for it (`{ mark: true }`). */
export const SceneMarkContext = createContext<ReactNode>(null);

/** The picture at a row's start. */
export function Glyph({ glyph }: { glyph: SceneGlyph }) {
  const mark = useContext(SceneMarkContext);
  const tone = styles.tone[glyph.tone ?? 'gray'];
  if (glyph.mark && mark)
    return <span className={cx(styles.glyph, styles.appIcon, styles.mark)}>{mark}</span>;
  if (glyph.swatch)
    // The swatch is the copied colour itself: data, not a design value.
    return <span className={cx(styles.glyph, styles.swatch)} style={{ backgroundColor: glyph.swatch }} />;
  // A file is drawn as the hero's panel draws one (one set of parts in every mock-up).
  if (glyph.thumb === 'document')
    return (
      <span className={cx(styles.glyph, clipStyles.document, styles.documentGlyph)}>
        <DocumentGlyph badge={glyph.fileType} />
      </span>
    );
  if (glyph.thumb) return <span className={cx(styles.glyph, styles.thumb[glyph.thumb])} />;
  if (glyph.letter) return <span className={cx(styles.glyph, styles.appIcon, tone)}>{glyph.letter}</span>;
  return (
    <span className={cx(styles.glyph, tone)}>{glyph.icon && <Icon name={glyph.icon} size="1.05em" />}</span>
  );
}

/** One row of a list, panel or header: glyph, title and detail, then a badge, meta, field, button or toggle. */
export function Row({ row, className }: { row: SceneRow; className?: string }) {
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
      {row.button && <span className={styles.button}>{row.button}</span>}
      {row.toggle !== undefined && <span className={cx(styles.toggle, row.toggle && styles.toggleOn)} />}
    </div>
  );
}
