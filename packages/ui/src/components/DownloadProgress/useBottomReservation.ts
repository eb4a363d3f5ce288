import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { bottomOffsetProperty } from '../../utils/bottomOffset';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Where a floating element at the bottom of the viewport shares the bottom edge with the toasts
 * (below `query`, where both span the screen or would meet), it reserves its own height: it adds
 * it to `--cn-bottom-offset` on the document root, so the toasts stack above it instead of
 * covering it (and the floating badge steps aside), and takes it away again when it goes.
 *
 * Others write that property too (the cookie banner sets its own height): whatever they write is
 * the room below the element, returned as `below` so the element sits above it (in px; `null`
 * until measured, when the element should inherit the property as everyone does).
 */
export function useBottomReservation(
  elementRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  query: string,
): number | null {
  // A new object on every write by others, so the reservation is made again even when their value
  // is the same as before (their write replaced this element's).
  const [room, setRoom] = useState<{ below: number } | null>(null);
  // The value this element last wrote, to tell its own writes from other people's.
  const written = useRef<string | null>(null);
  const others = useRef<string>('');

  // Follow what others reserve.
  useEffect(() => {
    const element = elementRef.current;
    if (!isActive || !element) return;
    const root = element.ownerDocument.documentElement;
    const read = () => {
      const value = root.style.getPropertyValue(bottomOffsetProperty);
      if (value === written.current) return;
      written.current = null;
      others.current = value;
      setRoom({ below: parseFloat(value) || 0 });
    };
    read();
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(read);
    observer?.observe(root, { attributes: true, attributeFilter: ['style'] });
    return () => {
      observer?.disconnect();
      // Give the room back, unless someone else has written since.
      if (written.current !== null && root.style.getPropertyValue(bottomOffsetProperty) === written.current) {
        if (others.current) root.style.setProperty(bottomOffsetProperty, others.current);
        else root.style.removeProperty(bottomOffsetProperty);
      }
      written.current = null;
      setRoom(null);
    };
  }, [elementRef, isActive]);

  // Reserve this element's room on top of theirs, where it shares the edge with the toasts.
  useIsomorphicLayoutEffect(() => {
    const element = elementRef.current;
    if (!isActive || !element || room === null) return;
    const root = element.ownerDocument.documentElement;
    const view = element.ownerDocument.defaultView;
    const shared = view?.matchMedia?.(query) ?? null;
    const write = (value: string) => {
      if (root.style.getPropertyValue(bottomOffsetProperty) === value) return;
      written.current = value;
      root.style.setProperty(bottomOffsetProperty, value);
    };
    const measure = () => {
      if (!view || !shared?.matches) {
        // Side by side with the toasts: nothing to reserve.
        if (written.current !== null) write(others.current || '0px');
        return;
      }
      // Its height and its distance from the viewport's bottom edge (the room below it included).
      // Not its bounding box, which an entrance animation's transform would shift.
      const bottom = parseFloat(view.getComputedStyle(element).bottom) || 0;
      write(`${Math.ceil(bottom + element.offsetHeight)}px`);
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    view?.addEventListener('resize', measure);
    shared?.addEventListener?.('change', measure);
    return () => {
      resize?.disconnect();
      view?.removeEventListener('resize', measure);
      shared?.removeEventListener?.('change', measure);
    };
  }, [elementRef, isActive, room, query]);

  return isActive && room ? room.below : null;
}
