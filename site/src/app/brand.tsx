import { Brand } from '@clipnest/ui';
import { headerLabels } from '../content/navigation';
import { productName } from '../content/product';

/** Clipnest's mark: a clipboard whose clip is the newest of a stack of entries. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#3e63dd" />
      <path
        d="M11 8h10v3H11zM11 9.5H8v15h16v-15h-3M12 17h8M12 21h5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header's and footer's link home. */
export function Logo() {
  return <Brand href="/" mark={<LogoMark />} title={productName} aria-label={headerLabels.home} />;
}
