import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { carouselReducer, initCarousel, isRotating, type CarouselOptions } from './carouselState';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function readReducedMotion() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/** Whether the visitor asked for reduced motion; follows changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, readReducedMotion, () => false);
}

export interface UseCarouselOptions extends Omit<CarouselOptions, 'reducedMotion'> {
  /** Time each slide stays before the next one, in ms. */
  interval: number;
}

/**
 * The carousel state (see carouselState.ts) plus its clock: while the carousel rotates, a timer
 * sends a `tick` every `interval` ms. The timer restarts whenever the slide changes or a hold
 * (hover, focus) ends, so every slide gets a full interval.
 */
export function useCarousel({ count, startIndex, autoPlay, interval }: UseCarouselOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(
    carouselReducer,
    { count, startIndex, autoPlay, reducedMotion },
    initCarousel,
  );

  useEffect(() => dispatch({ type: 'reducedMotion', value: reducedMotion }), [reducedMotion]);
  useEffect(() => dispatch({ type: 'count', count }), [count]);

  const rotating = isRotating(state);
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), interval);
    return () => clearTimeout(timer);
  }, [rotating, state.index, interval]);

  return { state, dispatch, isRotating: rotating, reducedMotion };
}
