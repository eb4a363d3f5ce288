import { useSyncExternalStore } from 'react';

/**
 * The CSS custom property a fixed element at the bottom of the viewport adds to its `bottom` to
 * leave room for others (the toasts above a cookie banner, a download panel above the banner).
 * Each such element sets it on itself, from the reservations below; an app may also set it on
 * the document root for a bar of its own, though every change there restyles the whole page.
 */
export const bottomOffsetProperty = '--cn-bottom-offset';

// Room reserved at the bottom of the viewport, in px, by whoever holds it (in the order taken).
// A store outside React rather than a custom property on the document root: a custom property
// set there is inherited by every element, so each change restyled the whole page (a long task
// when the cookie banner appears on a first visit).
const reservations = new Map<symbol, number>();
const listeners = new Set<() => void>();

/** Reserves `px` at the bottom of the viewport for `owner`; `null` (or 0) gives it back. */
export function reserveBottomRoom(owner: symbol, px: number | null): void {
  const before = reservations.get(owner) ?? 0;
  const next = px !== null && px > 0 ? Math.ceil(px) : 0;
  if (before === next) return;
  if (next === 0) reservations.delete(owner);
  else reservations.set(owner, next);
  for (const listener of listeners) listener();
}

/** The room reserved at the bottom of the viewport, in px (not counting `except`'s). */
export function bottomRoom(except?: symbol): number {
  let total = 0;
  for (const [owner, px] of reservations) if (owner !== except) total += px;
  return total;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The room reserved at the bottom of the viewport (0 on the server), re-rendering on change. */
export function useBottomRoom(except?: symbol): number {
  return useSyncExternalStore(
    subscribe,
    () => bottomRoom(except),
    () => 0,
  );
}
