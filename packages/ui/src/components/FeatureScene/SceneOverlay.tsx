import { cx } from '../../utils/cx';
import type { SceneOverlay } from './sceneTypes';
import { Glyph, Row } from './SceneRow';
import * as rowStyles from './SceneRow.css';
import * as styles from './SceneOverlay.css';

/** What is drawn over the window(s): keycaps, a panel or a toast. */
export function Overlay({ overlay, abovePath }: { overlay: SceneOverlay; abovePath: boolean }) {
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
          <span className={rowStyles.rowText}>
            <span className={rowStyles.rowTitle}>{overlay.title}</span>
            {overlay.detail && <span className={rowStyles.rowDetail}>{overlay.detail}</span>}
          </span>
        </div>
      );
  }
}
