import { Brand } from '@clipnest/ui';
import { headerLabels } from '../content/navigation';
import { productName } from '../content/product';

/** The brand colour behind the mark (Radix indigo 9, the site's accent), the same in light and dark. */
export const brandColor = '#3e63dd';

/**
 * Clipnest's mark: three clips fanned in a nest, on an indigo tile. Solid shapes only, so it
 * still reads at 16 px; the nest's outline in the tile colour keeps it apart from the cards.
 * This is the one drawing of the mark: `site/scripts/make-icons.mjs` writes it to
 * `public/favicon.svg` and renders the PNG icons and the Open Graph image from it.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
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
    </svg>
  );
}

/** The header's and footer's link home. */
export function Logo() {
  return <Brand href="/" mark={<LogoMark />} title={productName} aria-label={headerLabels.home} />;
}
