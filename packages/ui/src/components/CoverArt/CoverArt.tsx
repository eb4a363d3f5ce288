import type { CSSProperties, Ref, SVGAttributes } from 'react';
import { cx } from '../../utils/cx';
import { coverHueProperty, normalizeHue, seededRandom, type CoverArtPattern } from './coverPatterns';
import { coverViewBox, Motif, n } from './CoverMotif';
import * as styles from './CoverArt.css';

export interface CoverArtProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** The motif in the middle of the picture. */
  pattern: CoverArtPattern;
  /**
   * The picture's colour as a hue in degrees (0–360). Without it (recommended), the theme's
   * accent: covers then differ in composition, not in colour.
   */
  hue?: number;
  /**
   * Varies the composition (background shapes, which tiles and dots are lit, line lengths). The
   * same seed always draws the same picture, on the server and in the browser. Default: the
   * pattern's name.
   */
  seed?: string;
  /** Reaches the `<svg>`. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * Decorative cover art for cards and articles, drawn in SVG from the brand's motif: a pattern over
 * the nest of stacked clips, in the theme's accent and grays (so every cover shares one palette
 * and follows light and dark; `hue` exists for other apps, a site of one brand leaves it out). `seed` varies
 * the composition deterministically, so a list of posts gets distinct pictures that are the same
 * on the server and in the browser. Always `aria-hidden`: describe the content in text instead.
 * Fills its box (`preserveAspectRatio="xMidYMid slice"`); give the box its aspect ratio.
 */
export function CoverArt({ pattern, hue, seed, className, style, ref, ...rest }: CoverArtProps) {
  const random = seededRandom(seed ?? pattern);
  // The brand's motif behind the picture: clips stacked into a nest, large and partly off the
  // edge, in a corner and at an angle the seed picks; the motif itself moves to the other side.
  const corner = Math.floor(random() * 4);
  const nest = {
    x: corner % 2 === 0 ? n(250 + random() * 60) : n(-10 + random() * 50),
    y: corner < 2 ? n(-40 + random() * 40) : n(120 + random() * 40),
    tilt: n(-24 + random() * 18),
    scale: n(1.3 + random() * 0.5),
  };
  const shift = corner % 2 === 0 ? n(-34 - random() * 26) : n(34 + random() * 26);
  const hueStyle =
    hue === undefined ? style : ({ ...style, [coverHueProperty]: normalizeHue(hue) } as CSSProperties);
  return (
    <svg
      viewBox={coverViewBox}
      preserveAspectRatio="xMidYMid slice"
      {...rest}
      ref={ref}
      aria-hidden="true"
      focusable="false"
      data-pattern={pattern}
      data-hue={hue === undefined ? undefined : normalizeHue(hue)}
      className={cx(styles.root, className)}
      style={hueStyle}
    >
      <g transform={`translate(${nest.x} ${nest.y}) rotate(${nest.tilt}) scale(${nest.scale})`}>
        <rect x="-14" y="44" width="156" height="58" rx="18" className={styles.shape.soft} />
        <rect x="0" y="22" width="128" height="58" rx="18" className={styles.shape.soft} />
        <rect x="14" y="0" width="100" height="58" rx="18" className={styles.shape.nest} />
      </g>
      <g transform={`translate(${shift} 0)`}>
        <Motif pattern={pattern} random={random} />
      </g>
    </svg>
  );
}
