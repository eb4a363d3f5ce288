import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

/** Animation frames that run only when the test says so. */
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;

function runFrames() {
  const pending = [...frames.values()];
  frames = new Map();
  act(() => pending.forEach((callback) => callback(performance.now())));
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  frames = new Map();
  nextFrame = 1;
  vi.stubGlobal(
    'requestAnimationFrame',
    vi.fn((callback: FrameRequestCallback) => {
      const id = nextFrame++;
      frames.set(id, callback);
      return id;
    }),
  );
  vi.stubGlobal(
    'cancelAnimationFrame',
    vi.fn((id: number) => frames.delete(id)),
  );
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('useScrolledPast', () => {
  it('is false at the top of the page', () => {
    const { result } = renderHook(() => useScrolledPast(50));
    expect(result.current).toBe(false);
  });

  it('is true on mount when the page loads already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    const { result } = renderHook(() => useScrolledPast(50));
    expect(result.current).toBe(true);
  });

  it('defaults to a 50 px threshold and needs to pass it, not reach it', () => {
    const { result } = renderHook(() => useScrolledPast());
    scrollTo(50);
    runFrames();
    expect(result.current).toBe(false);
    scrollTo(51);
    runFrames();
    expect(result.current).toBe(true);
  });

  it('updates in the next animation frame, not in the scroll event', () => {
    const { result } = renderHook(() => useScrolledPast(50));
    scrollTo(120);
    expect(result.current).toBe(false);
    runFrames();
    expect(result.current).toBe(true);
  });

  it('reads the position once per frame however many scroll events arrive', () => {
    renderHook(() => useScrolledPast(50));
    const requests = vi.mocked(requestAnimationFrame);
    requests.mockClear();
    scrollTo(10);
    scrollTo(60);
    scrollTo(90);
    expect(requests).toHaveBeenCalledTimes(1);
    runFrames();
    scrollTo(100);
    expect(requests).toHaveBeenCalledTimes(2);
  });

  it('turns back to false when the page scrolls up to the top', () => {
    const { result } = renderHook(() => useScrolledPast(50));
    scrollTo(300);
    runFrames();
    expect(result.current).toBe(true);
    scrollTo(0);
    runFrames();
    expect(result.current).toBe(false);
  });

  it('follows a custom threshold', () => {
    const { result, rerender } = renderHook(({ threshold }) => useScrolledPast(threshold), {
      initialProps: { threshold: 200 },
    });
    scrollTo(150);
    runFrames();
    expect(result.current).toBe(false);
    rerender({ threshold: 100 });
    expect(result.current).toBe(true);
  });

  it('listens passively so it never delays scrolling', () => {
    const add = vi.spyOn(window, 'addEventListener');
    renderHook(() => useScrolledPast(50));
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });

  it('removes its listener and cancels a pending frame on unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(50));
    scrollTo(100);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(cancelAnimationFrame).toHaveBeenCalled();
    expect(frames.size).toBe(0);
  });

  it('does nothing and reports false when disabled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    const add = vi.spyOn(window, 'addEventListener');
    const { result } = renderHook(() => useScrolledPast(50, { enabled: false }));
    expect(result.current).toBe(false);
    expect(add).not.toHaveBeenCalledWith('scroll', expect.anything(), expect.anything());
  });
});
