import { describe, expect, it } from 'vitest';
import { formatPostDate } from './blogPost';

describe('formatPostDate', () => {
  it('shows an ISO date as a long calendar date', () => {
    expect(formatPostDate('2025-04-19')).toBe('April 19, 2025');
    expect(formatPostDate('2025-01-01', 'de-DE')).toBe('1. Januar 2025');
  });

  it('never moves the date with the time zone', () => {
    // Midnight UTC on the 1st is still the 31st in America; the post's date must not change.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatPostDate('2024-01-01')).toBe('January 1, 2024');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('leaves anything that is not a real ISO date as given', () => {
    expect(formatPostDate('Spring 2025')).toBe('Spring 2025');
    expect(formatPostDate('2025-02-30')).toBe('2025-02-30');
  });
});
