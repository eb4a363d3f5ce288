import { describe, expect, it } from 'vitest';
import { quarterProgress, quarterState, timelineEntries } from './roadmap';

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

describe('timelineEntries', () => {
  const feature = (complete: boolean) => ({ name: 'x', description: 'y', complete });
  const q = (quarter: string, state: 'completed' | 'current' | 'planned', shipped = 1) => ({
    quarter,
    complete: state === 'completed',
    current: state === 'current',
    features: [...Array.from({ length: shipped }, () => feature(true)), feature(state === 'completed')],
  });
  const quarters = [
    q('Q3 2023', 'completed'),
    q('Q4 2023', 'completed', 2),
    q('Q1 2024', 'completed'),
    q('Q2 2024', 'current'),
    q('Q3 2024', 'planned', 0),
  ];

  it('folds completed quarters into one entry per year, counting what shipped', () => {
    const entries = timelineEntries(quarters, true);
    expect(
      entries.map((entry) =>
        entry.kind === 'year' ? `${entry.year}:${entry.shipped}` : entry.quarter.quarter,
      ),
    ).toEqual(['2023:5', '2024:2', 'Q2 2024', 'Q3 2024']);
  });

  it('keeps every quarter on its own without collapse', () => {
    expect(timelineEntries(quarters, false).every((entry) => entry.kind === 'quarter')).toBe(true);
  });
});
