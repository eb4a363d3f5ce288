import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import { MacWindow } from './MacWindow';
import { Body } from './SceneBody';
import { Overlay } from './SceneOverlay';
import { SceneMarkContext } from './SceneRow';
import type { SceneOverlay, SceneWindow } from './sceneTypes';
import * as styles from './FeatureScene.css';

export const featureSceneSizes = ['large', 'medium', 'small'] as const;
export type FeatureSceneSize = (typeof featureSceneSizes)[number];

export interface FeatureSceneProps {
  /**
   * What the picture shows, for screen readers (one or two sentences). Without it the scene is
   * decorative and hidden from them, e.g. beside text that says the same.
   */
  label?: string;
  /**
   * `large` for a page's first screen; `medium` beside a step of a guide (16:10, larger type);
   * `small` for a card (4:3, drawn larger, the window runs off its bottom edge).
   */
  size?: FeatureSceneSize;
  /** One window, or two side by side joined by `link` (e.g. two Macs syncing). */
  windows: readonly [SceneWindow] | readonly [SceneWindow, SceneWindow];
  /** Between two windows: what passes from one to the other. */
  link?: { label: string; detail?: string };
  overlay?: SceneOverlay;
  /** The app's own mark (an `aria-hidden` SVG), drawn where a glyph asks for it with `{ mark: true }`. */
  mark?: ReactNode;
  className?: string;
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
  mark,
  className,
}: FeatureSceneProps) {
  const [first, second] = windows;
  return (
    <SceneMarkContext.Provider value={mark}>
      <div
        className={cx(styles.stage, styles.size[size], size !== 'small' && styles.whole, className)}
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
    </SceneMarkContext.Provider>
  );
}
