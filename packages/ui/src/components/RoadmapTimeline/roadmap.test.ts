import { describe, expect, it } from 'vitest';
import { quarterProgress, quarterState } from './roadmap';

describe('quarterState', () => {
  it('marks the current quarter Current, finished ones Completed and the rest Planned', () => {
    expect(quarterState({ complete: false, current: true })).toBe('current');
    expect(quarterState({ complete: true, current: true })).toBe('current');
    expect(quarterState({ complete: true, current: false })).toBe('completed');
    expect(quarterState({ complete: false, current: false })).toBe('planned');
  });
});

describe('quarterProgress', () => {
  it('counts shipped features', () => {
    const feature = (complete: boolean) => ({ name: 'x', description: 'y', complete });
    expect(quarterProgress({ features: [feature(true), feature(false), feature(true)] })).toEqual({
      done: 2,
      total: 3,
    });
    expect(quarterProgress({ features: [] })).toEqual({ done: 0, total: 0 });
  });
});
