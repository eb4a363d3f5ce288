/** A file of the media kit. */
export interface MediaKitItem {
  id?: string;
  /** e.g. 'Logo pack'. */
  name: string;
  /** e.g. 'ZIP', 'PDF', 'SVG + PNG'. */
  format: string;
  /** Megabytes as a number (`12.4`) or a size as written ('12.4 MB', '850 KB', '1.2 GB'). */
  size: number | string;
  /** Where to download it; without it the file is listed only. */
  href?: string;
}

const units: Record<string, number> = { b: 1e-6, kb: 1e-3, mb: 1, gb: 1e3 };
const sizePattern = /^(\d+(?:[.,]\d+)?)\s*(b|kb|mb|gb)?$/i;

/**
 * A size in megabytes (decimal: 1 GB = 1000 MB, 1 MB = 1000 KB). Numbers are megabytes already;
 * strings such as '12.4 MB', '850 KB', '1,2 GB' or '3' (MB) are read. Anything else gives `null`.
 */
export function parseSizeMb(size: number | string): number | null {
  if (typeof size === 'number') return Number.isFinite(size) && size >= 0 ? size : null;
  const match = sizePattern.exec(size.trim());
  if (!match?.[1]) return null;
  const factor = units[(match[2] ?? 'mb').toLowerCase()] ?? 1;
  return Number(match[1].replace(',', '.')) * factor;
}

/** The media kit's total in megabytes, to one decimal (sizes that cannot be read are left out). */
export function totalSizeMb(items: readonly Pick<MediaKitItem, 'size'>[]): number {
  const sum = items.reduce((total, item) => total + (parseSizeMb(item.size) ?? 0), 0);
  return Math.round(sum * 10) / 10;
}

/** Megabytes for display, e.g. `72.6` → '72.6 MB' (one decimal at most). */
export function formatSizeMb(megabytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(megabytes);
}

/** An item's size as shown: numbers formatted, strings as written. */
export function displaySize(size: number | string, locale: string): string {
  return typeof size === 'number' ? formatSizeMb(size, locale) : size.trim();
}
