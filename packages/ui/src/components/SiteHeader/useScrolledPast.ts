import { useEffect, useState } from 'react';

export interface ScrolledPastOptions {
  /** Turn the listener off (the hook then reports `false` and does no work). */
  enabled?: boolean;
}

/**
 * Whether the window is scrolled more than `threshold` px from the top.
 *
 * It reads the position once on mount (a page can load already scrolled), then on scroll through a
 * passive listener, at most once per animation frame, so a fast scroll costs one read per frame and
 * never blocks scrolling. It re-renders only when the answer flips. On the server it is `false`.
 */
export function useScrolledPast(threshold = 50, { enabled = true }: ScrolledPastOptions = {}): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    let frame: number | null = null;

    const measure = () => {
      frame = null;
      setScrolledPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === null) frame = window.requestAnimationFrame(measure);
    };

    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);

  return enabled && scrolledPast;
}
