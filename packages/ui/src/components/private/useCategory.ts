import { useState } from 'react';

/** A category choice that is controlled (`value`) or not (`defaultValue`); `null` means all. */
export function useCategory(
  value: string | null | undefined,
  defaultValue: string | null | undefined,
  onChange: ((category: string | null) => void) | undefined,
) {
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const current = value !== undefined ? value : own;
  const change = (category: string | null) => {
    if (value === undefined) setOwn(category);
    onChange?.(category);
  };
  return [current, change] as const;
}
