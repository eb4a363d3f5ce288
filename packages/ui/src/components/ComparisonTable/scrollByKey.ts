/**
 * Scrolls the table sideways for the arrow keys (one plan column at a time) and Home / End (to
 * either edge) while the scroll region itself has focus. Browsers only scroll by a few pixels per
 * key press; a column per press lets keyboard users step from plan to plan. Returns whether the
 * key was used.
 */
export function scrollByKey(region: HTMLElement, target: EventTarget, key: string): boolean {
  if (target !== region || region.scrollWidth <= region.clientWidth) return false;
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduceMotion ? 'instant' : 'smooth';
  const column = region.querySelector('thead th:last-child')?.getBoundingClientRect().width ?? 0;
  const step = Math.max(40, Math.round(column));
  switch (key) {
    case 'ArrowRight':
      region.scrollBy({ left: step, behavior });
      return true;
    case 'ArrowLeft':
      region.scrollBy({ left: -step, behavior });
      return true;
    case 'Home':
      region.scrollTo({ left: 0, behavior });
      return true;
    case 'End': {
      // Right-to-left pages count scrollLeft from 0 at the start down to negative values.
      const rtl = getComputedStyle(region).direction === 'rtl';
      region.scrollTo({ left: rtl ? -region.scrollWidth : region.scrollWidth, behavior });
      return true;
    }
    default:
      return false;
  }
}
