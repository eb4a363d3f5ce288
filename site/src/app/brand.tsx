import { Brand } from '@clipnest/ui';
import { headerLabels } from '../content/navigation';
import { productName } from '../content/product';

/** The brand colour behind the mark (Radix indigo 9, the site's accent), the same in light and dark. */
export const brandColor = '#3e63dd';

/**
 * Clipnest's mark: three clips fanned in a nest, on an indigo tile. The nest's outline in the tile
 * colour keeps it apart from the cards. This is the one drawing of the mark:
 * `site/scripts/make-icons.mjs` writes its small form to `public/favicon.svg` and renders the PNG
 * icons and the Open Graph image from the full one.
 *
 * `detail="small"` is the same idea drawn for 16–32 px (the favicon): upright clips and a nest on
 * a 16-pixel grid with one-pixel gaps, because the fan's tilted, overlapping cards blur into one
 * shape at 16 px.
 */
export function LogoMark({ size = 28, detail = 'full' }: { size?: number; detail?: 'full' | 'small' }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      {detail === 'small' ? <SmallMarkShapes /> : <FullMarkShapes />}
    </svg>
  );
}

function FullMarkShapes() {
  return (
    <>
      <rect width="32" height="32" rx="8" fill={brandColor} />
      <rect
        x="7.5"
        y="6.5"
        width="9"
        height="12"
        rx="2"
        fill="#fff"
        fillOpacity=".5"
        transform="rotate(-18 12 18.5)"
      />
      <rect
        x="15.5"
        y="6.5"
        width="9"
        height="12"
        rx="2"
        fill="#fff"
        fillOpacity=".7"
        transform="rotate(18 20 18.5)"
      />
      <rect x="11.5" y="4.5" width="9" height="13" rx="2" fill="#fff" fillOpacity=".9" />
      <path
        d="M5 16h22v1.5a8.5 8.5 0 0 1-8.5 8.5h-5A8.5 8.5 0 0 1 5 17.5z"
        fill="#fff"
        stroke={brandColor}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </>
  );
}

// Every edge on an even coordinate, so at 16 px each lands on a whole pixel.
function SmallMarkShapes() {
  return (
    <>
      <rect width="32" height="32" rx="7" fill={brandColor} />
      <rect x="4" y="6" width="6" height="10" rx="1" fill="#fff" fillOpacity=".6" />
      <rect x="22" y="6" width="6" height="10" rx="1" fill="#fff" fillOpacity=".8" />
      <rect x="12" y="4" width="8" height="12" rx="1.5" fill="#fff" />
      <path d="M4 18h24v2a8 8 0 0 1-8 8h-8a8 8 0 0 1-8-8z" fill="#fff" />
    </>
  );
}

/** The header's and footer's link home. */
export function Logo() {
  return <Brand href="/" mark={<LogoMark />} title={productName} aria-label={headerLabels.home} />;
}
