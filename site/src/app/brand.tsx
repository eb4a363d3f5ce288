import { Brand } from '@clipnest/ui';
import { useId } from 'react';
import { headerLabels } from '../content/navigation';
import { productName } from '../content/productName';

/**
 * The brand palette for drawings outside the theme (icons, the Open Graph image): Radix amber 9, the
 * accent's solid colour (the highlighter), and the sand scale's ink and paper. Inside the site the
 * same colours come from the theme's variables.
 */
export const brandColors = {
  /** Amber 9: the marked clip, solid surfaces. */
  highlight: '#ffc53d',
  /** Sand 12 (light): the mark's ink on paper, and the dark ground of the app icons. */
  ink: '#21201c',
  /** Sand 1 (light): paper. */
  paper: '#fdfdfc',
  /** Sand 12 (dark): the mark's ink on a dark ground. */
  inkOnDark: '#eeeeec',
} as const;

/** The brand colour (the highlighter's amber), the same in light and dark. */
export const brandColor = brandColors.highlight;

export interface LogoMarkProps {
  /** Width and height in px. */
  size?: number;
  /**
   * `small` is the same idea drawn for 16–32 px (the favicon, a menu bar): upright clips on a
   * 16-pixel grid with one-pixel gaps, because the fan's tilted clips blur into one shape at 16 px.
   */
  detail?: 'full' | 'small';
  /**
   * The clip in front is the marked one, in the highlighter's amber; without it the mark is one
   * colour throughout (`currentColor`), for a menu bar, print or an engraving.
   */
  highlight?: boolean;
  /**
   * The front clip missing, its place outlined in the highlighter: the motif of a page that is
   * not there or a list with nothing in it yet. Full detail only.
   */
  empty?: boolean;
}

/**
 * Clipnest's mark: three clips stacked in a nest — a bowl holding a fan of clips, the one in front
 * marked with the highlighter. One colour (`currentColor`, the text's ink) draws all of it but
 * the marked clip; the gaps between the parts are empty, so it sits on any ground. This is the one
 * drawing of the mark (the favicon, `FaviconMark`, redraws its small form on a tile):
 * `site/scripts/make-icons.mjs` renders the PNG icons and the Open Graph image from the full one.
 */
export function LogoMark({ size = 28, detail = 'full', highlight = true, empty = false }: LogoMarkProps) {
  const marked = highlight ? brandColors.highlight : 'currentColor';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      {detail === 'small' ? (
        <SmallMarkShapes marked={marked} />
      ) : (
        <FullMarkShapes marked={marked} empty={empty} />
      )}
    </svg>
  );
}

/** The nest: a shallow bowl. */
const bowl = 'M3 19h26a13 10 0 0 1-26 0z';
/** A clip's card before it is turned into the fan (it reaches into the bowl, which hides its foot). */
const clip = { x: 12, y: 3, width: 8, height: 20, rx: 2 };
/** The fan turns about a point deep in the bowl, so the clips spread as they rise. */
const fanPivot = '16 27';

function FullMarkShapes({ marked, empty }: { marked: string; empty: boolean }) {
  // Masks cut a gap around the bowl and around the front clip, so the parts never touch and the
  // mark needs no background colour to separate them. Ids are per instance: a page shows it twice.
  const id = useId();
  const besideBowl = `${id}-bowl`;
  const behindFront = `${id}-front`;
  return (
    <>
      <defs>
        <mask id={besideBowl} maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32">
          <rect width="32" height="32" fill="#fff" />
          <path d={bowl} fill="#000" stroke="#000" strokeWidth="4" strokeLinejoin="round" />
        </mask>
        <mask id={behindFront} maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32">
          <rect width="32" height="32" fill="#fff" />
          <path d={bowl} fill="#000" stroke="#000" strokeWidth="4" strokeLinejoin="round" />
          <rect {...clip} fill="#000" stroke="#000" strokeWidth="3" />
        </mask>
      </defs>
      <g mask={`url(#${behindFront})`} fill="currentColor">
        <rect {...clip} transform={`rotate(-30 ${fanPivot})`} />
        <rect {...clip} transform={`rotate(30 ${fanPivot})`} />
      </g>
      {empty ? (
        <rect
          {...clip}
          fill="none"
          stroke={marked}
          strokeWidth="1.25"
          strokeDasharray="2.5 1.5"
          mask={`url(#${besideBowl})`}
        />
      ) : (
        <rect {...clip} fill={marked} mask={`url(#${besideBowl})`} />
      )}
      <path d={bowl} fill="currentColor" />
    </>
  );
}

/**
 * The mark grown into a backdrop: the same bowl and fan of clips, drawn in outline at any size
 * (the strokes stay `strokeWidth` px wide however large it is drawn), the marked clip faintly
 * filled. One colour, `currentColor`: the band behind it sets a faint accent. Decorative.
 */
export function NestMotif({ strokeWidth = 1.5 }: { strokeWidth?: number }) {
  const id = useId();
  const outsideBowl = `${id}-bowl`;
  const outsideFront = `${id}-front`;
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth,
    vectorEffect: 'non-scaling-stroke',
    strokeLinejoin: 'round',
  } as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        {/* Each outline stops where a nearer part covers it, as the mark's masks cut its gaps. */}
        <mask id={outsideBowl} maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32">
          <rect width="32" height="32" fill="#fff" />
          <path d={bowl} fill="#000" />
        </mask>
        <mask id={outsideFront} maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32">
          <rect width="32" height="32" fill="#fff" />
          <path d={bowl} fill="#000" />
          <rect {...clip} fill="#000" />
        </mask>
      </defs>
      {/* `vector-effect` is not inherited: each outline carries it. */}
      <g mask={`url(#${outsideFront})`}>
        <rect {...clip} {...line} transform={`rotate(-30 ${fanPivot})`} />
        <rect {...clip} {...line} transform={`rotate(30 ${fanPivot})`} />
      </g>
      <rect {...clip} mask={`url(#${outsideBowl})`} {...line} fill="currentColor" fillOpacity={0.3} />
      <path d={bowl} {...line} />
    </svg>
  );
}

// Every edge on an even coordinate, so at 16 px each lands on a whole pixel.
function SmallMarkShapes({ marked }: { marked: string }) {
  return (
    <>
      <rect x="4" y="8" width="6" height="8" rx="1" fill="currentColor" />
      <rect x="22" y="8" width="6" height="8" rx="1" fill="currentColor" />
      <rect x="12" y="2" width="8" height="14" rx="1.5" fill={marked} />
      <path d="M2 18h28a14 12 0 0 1-28 0z" fill="currentColor" />
    </>
  );
}

/**
 * The favicon: the mark on the app icon's dark tile, which reads on a light tab bar and on a dark
 * one alike, as the Dock's icon does. Drawn for 32 px, every edge on an even coordinate (whole
 * pixels at 16 px): upright clips as in the small form, narrower to leave the tile its margin.
 * `site/scripts/make-icons.mjs` renders it to `public/favicon.png`, which the pages inline: Chrome
 * draws an SVG icon by building an SVG document on the page's main thread as it loads (20–30 ms
 * here, several times that on a slow phone), and a 32-pixel PNG by decoding it in well under 1 ms.
 */
export function FaviconMark() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={32} height={32} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={brandColors.ink} />
      <g fill={brandColors.inkOnDark}>
        <rect x="6" y="10" width="4" height="6" rx="1" />
        <rect x="22" y="10" width="4" height="6" rx="1" />
        <path d="M4 18h24a12 10 0 0 1-24 0z" />
      </g>
      <rect x="12" y="4" width="8" height="12" rx="1.5" fill={brandColors.highlight} />
    </svg>
  );
}

/** The header's and footer's link home. */
export function Logo() {
  return <Brand href="/" mark={<LogoMark />} title={productName} aria-label={headerLabels.home} />;
}
