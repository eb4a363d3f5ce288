/** A stand-in for the app's mark in stories (the real one lives in the app, not the package). */
export function SampleMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-testid="mark"
    >
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.9" />
    </svg>
  );
}
