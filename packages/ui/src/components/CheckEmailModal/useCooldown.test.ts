import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './useCooldown';

describe('useCooldown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until started', () => {
    const { result } = renderHook(() => useCooldown());
    expect(result.current).toMatchObject({ remainingSeconds: 0, isCoolingDown: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remainingSeconds).toBe(0);
  });

  it('counts down once per second and ends after the given time', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remainingSeconds: 60, isCoolingDown: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.remainingSeconds).toBe(60);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remainingSeconds).toBe(59);
    act(() => vi.advanceTimersByTime(18_000));
    expect(result.current.remainingSeconds).toBe(41);
    act(() => vi.advanceTimersByTime(40_999));
    expect(result.current).toMatchObject({ remainingSeconds: 1, isCoolingDown: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ remainingSeconds: 0, isCoolingDown: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-renders at most once per second', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useCooldown();
    });
    act(() => result.current.start(10));
    const before = renders;
    act(() => vi.advanceTimersByTime(10_000));
    expect(renders - before).toBeLessThanOrEqual(10);
  });

  it('can start already cooling down', () => {
    const { result } = renderHook(() => useCooldown(30));
    expect(result.current).toMatchObject({ remainingSeconds: 30, isCoolingDown: true });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.isCoolingDown).toBe(false);
  });

  it('restarts when started again, and stops with 0', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start(10));
    act(() => vi.advanceTimersByTime(8000));
    act(() => result.current.start(10));
    expect(result.current.remainingSeconds).toBe(10);
    act(() => result.current.start(0));
    expect(result.current.isCoolingDown).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock when timers fire late (throttled background tab)', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start(60));
    // The clock jumps ahead without the timers having run.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remainingSeconds).toBe(14);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCooldown());
    act(() => result.current.start(60));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
