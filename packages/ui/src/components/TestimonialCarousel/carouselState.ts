/*
 * The carousel's state machine, free of React and timers. The hook in useCarousel.ts feeds it
 * `tick` actions from a timer; the component feeds it what the user does.
 *
 * Rules (WCAG 2.2.2 and the WAI-ARIA APG carousel pattern):
 * - While `isPlaying`, a tick shows the next slide, unless the pointer is over the carousel or
 *   focus is inside it (a hold, lifted as soon as neither is true).
 * - Any navigation by the user (previous, next, a dot, a swipe, a touch on the slides) stops the
 *   rotation for good: only the play button starts it again.
 * - With prefers-reduced-motion the rotation starts switched off; once the user has used the
 *   carousel, the media setting no longer changes what they chose.
 */

export interface CarouselState {
  /** The slide on show, 0-based. */
  index: number;
  /** How many slides there are. */
  count: number;
  /** Whether the carousel rotates on its own when nothing holds it (what the play/pause control shows). */
  isPlaying: boolean;
  /** The user has navigated or used the play/pause control: from now on only they decide. */
  hasInteracted: boolean;
  /** The pointer is over the carousel. */
  isHovered: boolean;
  /** Keyboard focus is inside the carousel (on anything but the play/pause control). */
  isFocused: boolean;
  /** Who made the latest slide change: the user (announce it) or the timer (stay quiet). */
  lastChange: 'user' | 'auto' | null;
  /** Which way the latest change went (the entry animation follows it). */
  direction: 'next' | 'previous';
  /** Whether the carousel rotates when nothing else says otherwise (kept to answer reduced motion). */
  autoPlay: boolean;
}

export interface CarouselOptions {
  count: number;
  /** The slide shown first (clamped into range). */
  startIndex?: number;
  /** Rotate on its own from the start. Default true. */
  autoPlay?: boolean;
  /** prefers-reduced-motion is set: start with rotation off. */
  reducedMotion?: boolean;
}

export type CarouselAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  /** The user touched the slides or another control without changing slide. */
  | { type: 'interact' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'reducedMotion'; value: boolean }
  | { type: 'count'; count: number };

/** `index` moved into 0…count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initCarousel({
  count,
  startIndex = 0,
  autoPlay = true,
  reducedMotion = false,
}: CarouselOptions): CarouselState {
  return {
    index: count > 0 ? Math.min(Math.max(0, Math.trunc(startIndex)), count - 1) : 0,
    count,
    isPlaying: autoPlay && !reducedMotion,
    hasInteracted: false,
    isHovered: false,
    isFocused: false,
    lastChange: null,
    direction: 'next',
    autoPlay,
  };
}

/** True when the next timer tick would move the carousel on. */
export function isRotating(state: CarouselState): boolean {
  return state.isPlaying && !state.isHovered && !state.isFocused && state.count > 1;
}

/** A move made by the user: shows `index` and stops the rotation for good. */
function userMove(state: CarouselState, index: number, direction: 'next' | 'previous'): CarouselState {
  return {
    ...state,
    index: wrapIndex(index, state.count),
    direction,
    isPlaying: false,
    hasInteracted: true,
    lastChange: 'user',
  };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'tick':
      if (!isRotating(state)) return state;
      return {
        ...state,
        index: wrapIndex(state.index + 1, state.count),
        lastChange: 'auto',
        direction: 'next',
      };
    case 'next':
      return userMove(state, state.index + 1, 'next');
    case 'previous':
      return userMove(state, state.index - 1, 'previous');
    case 'goTo':
      return userMove(state, action.index, action.index < state.index ? 'previous' : 'next');
    case 'interact':
      if (state.hasInteracted && !state.isPlaying) return state;
      return { ...state, isPlaying: false, hasInteracted: true };
    case 'play':
      return { ...state, isPlaying: true, hasInteracted: true };
    case 'pause':
      return { ...state, isPlaying: false, hasInteracted: true };
    case 'hover':
      return state.isHovered === action.value ? state : { ...state, isHovered: action.value };
    case 'focus':
      return state.isFocused === action.value ? state : { ...state, isFocused: action.value };
    case 'reducedMotion': {
      // The user's own choice outranks the media setting.
      if (state.hasInteracted) return state;
      const isPlaying = state.autoPlay && !action.value;
      return state.isPlaying === isPlaying ? state : { ...state, isPlaying };
    }
    case 'count':
      if (action.count === state.count) return state;
      return {
        ...state,
        count: action.count,
        index: Math.min(state.index, Math.max(0, action.count - 1)),
      };
  }
}

/**
 * Reads a finished touch gesture: a mostly horizontal move of at least `threshold` px.
 * Moving the finger left (negative dx) shows the next slide, as on a phone's photo roll.
 */
export function swipeDirection(dx: number, dy: number, threshold: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
