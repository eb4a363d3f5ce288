const units = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count as people read file sizes, in 1000-based units like `file_size_mb`: bytes below
 * 1 KB ('512 B'), whole kilobytes ('370 KB'), and one decimal from a megabyte up ('9.0 MB',
 * '1.2 GB'). Negative, infinite or NaN counts read '0 B'.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  let value = bytes / 1000;
  let unit = 0;
  // Move up a unit when the rounded figure would read 1000 or more ('1000 KB' → '1.0 MB').
  while (unit < units.length - 1 && round(value, unit) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return `${round(value, unit).toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

function round(value: number, unit: number) {
  return unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}
