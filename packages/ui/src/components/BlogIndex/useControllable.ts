import { useState } from 'react';

/** A value that is controlled when `value` is given, and kept here otherwise. */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = (next: T) => {
    if (!isControlled) setOwn(next);
    if (next !== current) onChange?.(next);
  };
  return [current, set] as const;
}
