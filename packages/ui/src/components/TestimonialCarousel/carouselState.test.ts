import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  initCarousel,
  isRotating,
  swipeDirection,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
} from './carouselState';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);

describe('initCarousel', () => {
  it('starts on the first slide, rotating', () => {
    const state = initCarousel({ count: 5 });
    expect(state).toMatchObject({ index: 0, isPlaying: true, hasInteracted: false, lastChange: null });
    expect(isRotating(state)).toBe(true);
  });

  it('clamps the start index into range', () => {
    expect(initCarousel({ count: 5, startIndex: 9 }).index).toBe(4);
    expect(initCarousel({ count: 5, startIndex: -2 }).index).toBe(0);
    expect(initCarousel({ count: 0, startIndex: 3 }).index).toBe(0);
  });

  it('starts still with reduced motion or without autoPlay', () => {
    expect(initCarousel({ count: 5, reducedMotion: true }).isPlaying).toBe(false);
    expect(initCarousel({ count: 5, autoPlay: false }).isPlaying).toBe(false);
  });

  it('never rotates a single slide', () => {
    expect(isRotating(initCarousel({ count: 1 }))).toBe(false);
  });
});

describe('carouselReducer', () => {
  it('moves on with each tick and wraps from the last slide to the first', () => {
    const state = run(initCarousel({ count: 3 }), { type: 'tick' }, { type: 'tick' });
    expect(state.index).toBe(2);
    expect(state.lastChange).toBe('auto');
    expect(run(state, { type: 'tick' }).index).toBe(0);
  });

  it('wraps both ways when the user navigates', () => {
    expect(run(initCarousel({ count: 5 }), { type: 'previous' }).index).toBe(4);
    expect(run(initCarousel({ count: 5, startIndex: 4 }), { type: 'next' }).index).toBe(0);
  });

  it.each<CarouselAction>([
    { type: 'next' },
    { type: 'previous' },
    { type: 'goTo', index: 3 },
    { type: 'interact' },
  ])('stops rotating for good after $type', (action) => {
    const state = run(initCarousel({ count: 5 }), action);
    expect(state.isPlaying).toBe(false);
    expect(state.hasInteracted).toBe(true);
    // Ticks, hover and focus changes and the media setting cannot restart it.
    const later = run(
      state,
      { type: 'hover', value: true },
      { type: 'hover', value: false },
      { type: 'focus', value: true },
      { type: 'focus', value: false },
      { type: 'reducedMotion', value: false },
      { type: 'tick' },
    );
    expect(later.index).toBe(state.index);
    expect(isRotating(later)).toBe(false);
  });

  it('marks user changes so they can be announced', () => {
    const state = run(initCarousel({ count: 5 }), { type: 'goTo', index: 2 });
    expect(state).toMatchObject({ index: 2, lastChange: 'user', direction: 'next' });
    expect(run(state, { type: 'goTo', index: 0 }).direction).toBe('previous');
  });

  it('holds while hovered or focused and resumes when neither', () => {
    const hovered = run(initCarousel({ count: 5 }), { type: 'hover', value: true });
    expect(isRotating(hovered)).toBe(false);
    expect(run(hovered, { type: 'tick' }).index).toBe(0);
    const both = run(hovered, { type: 'focus', value: true }, { type: 'hover', value: false });
    expect(isRotating(both)).toBe(false);
    const neither = run(both, { type: 'focus', value: false });
    expect(isRotating(neither)).toBe(true);
    expect(run(neither, { type: 'tick' }).index).toBe(1);
  });

  it('pauses and plays from the rotation control', () => {
    const paused = run(initCarousel({ count: 5 }), { type: 'pause' });
    expect(isRotating(paused)).toBe(false);
    const playing = run(paused, { type: 'play' });
    expect(isRotating(playing)).toBe(true);
    expect(run(playing, { type: 'tick' }).index).toBe(1);
  });

  it('follows the reduced-motion setting until the user chooses', () => {
    const reduced = run(initCarousel({ count: 5 }), { type: 'reducedMotion', value: true });
    expect(reduced.isPlaying).toBe(false);
    expect(run(reduced, { type: 'reducedMotion', value: false }).isPlaying).toBe(true);
    const chosen = run(reduced, { type: 'play' }, { type: 'reducedMotion', value: true });
    expect(chosen.isPlaying).toBe(true);
  });

  it('keeps autoPlay off when reduced motion is lifted', () => {
    const state = initCarousel({ count: 5, autoPlay: false });
    expect(run(state, { type: 'reducedMotion', value: false }).isPlaying).toBe(false);
  });

  it('keeps the index in range when slides are removed', () => {
    expect(run(initCarousel({ count: 5, startIndex: 4 }), { type: 'count', count: 2 }).index).toBe(1);
  });

  it('returns the same state for changes that change nothing', () => {
    const state = initCarousel({ count: 5 });
    expect(carouselReducer(state, { type: 'hover', value: false })).toBe(state);
    expect(carouselReducer(state, { type: 'count', count: 5 })).toBe(state);
  });
});

describe('wrapIndex', () => {
  it('wraps any integer into range', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('reads a leftward swipe as next and a rightward one as previous', () => {
    expect(swipeDirection(-80, 10, 50)).toBe('next');
    expect(swipeDirection(80, -10, 50)).toBe('previous');
  });

  it('ignores short moves and mostly vertical ones', () => {
    expect(swipeDirection(-30, 0, 50)).toBeNull();
    expect(swipeDirection(-60, 90, 50)).toBeNull();
  });
});
