import type { ReactNode } from 'react';

/**
 * A small line drawing the icon set has none of (the RSS mark, a chain link): 16 px, drawn in
 * the text colour on a 24-unit grid like the icons; decorative.
 */
export function StrokeGlyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
