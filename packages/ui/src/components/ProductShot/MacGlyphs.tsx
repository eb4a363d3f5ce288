// Small macOS glyphs drawn in SVG (decorative; the scene around them is one picture). Each uses
// `currentColor`, so it follows the menu bar's text colour in light and dark.

const svg = { 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const;

/** The Apple menu's logo. */
export function AppleGlyph({ size = 14 }: { size?: number }) {
  return (
    <svg {...svg} width={size} height={size} viewBox="0 0 17 20">
      <path d="M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9C3.6 4.8 1.9 5.8 1 7.4c-1.9 3.3-.5 8.1 1.4 10.8.9 1.3 1.9 2.8 3.3 2.7 1.3-.1 1.8-.9 3.4-.9s2 .9 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.9-1.1-2.9-4.3zM11.5 3c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.5-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.4z" />
    </svg>
  );
}

export function WifiGlyph() {
  return (
    <svg {...svg} width={16} height={12} viewBox="0 0 16 12">
      <path d="M8 2.2c2.3 0 4.4.9 6 2.4l1.2-1.2A10.2 10.2 0 0 0 8 .5 10.2 10.2 0 0 0 .8 3.4L2 4.6a8.6 8.6 0 0 1 6-2.4zm0 3.3c1.4 0 2.7.5 3.7 1.4l1.2-1.2A7 7 0 0 0 8 3.8a7 7 0 0 0-4.9 1.9l1.2 1.2c1-.9 2.3-1.4 3.7-1.4zm0 3.3c.5 0 1 .2 1.4.5L8 10.8 6.6 9.3c.4-.3.9-.5 1.4-.5z" />
    </svg>
  );
}

export function BatteryGlyph() {
  return (
    <svg {...svg} width={25} height={12} viewBox="0 0 25 12">
      <rect x=".5" y=".5" width="21" height="11" rx="3" fill="none" stroke="currentColor" opacity=".45" />
      <rect x="2" y="2" width="15" height="8" rx="1.6" />
      <path d="M23 4v4a2 2 0 0 0 0-4z" opacity=".45" />
    </svg>
  );
}

/** Control Centre: two switches. */
export function ControlGlyph() {
  return (
    <svg {...svg} width={15} height={13} viewBox="0 0 15 13">
      <path d="M3.5 0h8a3.2 3.2 0 0 1 0 6.4h-8a3.2 3.2 0 0 1 0-6.4zm0 1.3a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM3.5 6.6h8a3.2 3.2 0 0 1 0 6.4h-8a3.2 3.2 0 0 1 0-6.4zm8 1.3a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8z" />
    </svg>
  );
}

/** A document with a folded corner and a coloured band: a file clip's icon. */
export function DocumentGlyph({ badge }: { badge?: string }) {
  return (
    <svg aria-hidden focusable={false} width={26} height={32} viewBox="0 0 26 32">
      <path
        d="M3 .5h14l8.5 8.5v20a2.5 2.5 0 0 1-2.5 2.5H3A2.5 2.5 0 0 1 .5 29V3A2.5 2.5 0 0 1 3 .5z"
        data-part="page"
      />
      <path d="M17 .5V7a2 2 0 0 0 2 2h6.5" data-part="fold" />
      {badge && (
        <>
          <rect x="0" y="18" width="21" height="9" rx="1.5" data-part="band" />
          <text x="10.5" y="25" textAnchor="middle" data-part="label">
            {badge}
          </text>
        </>
      )}
    </svg>
  );
}
