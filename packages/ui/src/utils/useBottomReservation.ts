import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { reserveBottomRoom, useBottomRoom } from './bottomOffset';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Where a floating element at the bottom of the viewport shares the bottom edge with the toasts
 * (below `query`, where both span the screen or would meet), it reserves its own room
 * (utils/bottomOffset.ts), so the toasts stack above it instead of covering it (and the floating
 * badge steps aside), and gives it back when it goes.
 *
 * Others reserve room too (the cookie banner its own height): what they hold is the room below
 * the element, returned as `below` so the element sits above it (in px; `null` while inactive).
 */
export function useBottomReservation(
  elementRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  query: string,
): number | null {
  const [owner] = useState(() => Symbol('bottom reservation'));
  const below = useBottomRoom(owner);

  useIsomorphicLayoutEffect(() => {
    const element = elementRef.current;
    if (!isActive || !element) return;
    const view = element.ownerDocument.defaultView;
    const shared = view?.matchMedia?.(query) ?? null;
    const measure = () => {
      // Side by side with the toasts: nothing to reserve.
      if (!view || !shared?.matches) return reserveBottomRoom(owner, null);
      // Its height and its distance from the viewport's bottom edge, less the room below it that
      // others hold. Not its bounding box, which an entrance animation's transform would shift.
      const bottom = parseFloat(view.getComputedStyle(element).bottom) || 0;
      reserveBottomRoom(owner, Math.ceil(bottom + element.offsetHeight) - below);
    };
    // The observer reports the element's size once the browser has laid it out, before that frame
    // paints: measuring here would lay the page out within the commit that shows the element.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (resize) resize.observe(element);
    else measure();
    view?.addEventListener('resize', measure);
    shared?.addEventListener?.('change', measure);
    return () => {
      resize?.disconnect();
      view?.removeEventListener('resize', measure);
      shared?.removeEventListener?.('change', measure);
    };
  }, [elementRef, isActive, query, owner, below]);

  // Give the room back when the element goes (or stops floating).
  useEffect(() => {
    if (!isActive) return undefined;
    return () => reserveBottomRoom(owner, null);
  }, [isActive, owner]);

  return isActive ? below : null;
}
