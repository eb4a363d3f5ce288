import { describe, expect, it } from 'vitest';
import { displaySize, formatSizeMb, parseSizeMb, totalSizeMb } from './mediaKit';

describe('parseSizeMb', () => {
  it('takes numbers as megabytes and reads sizes written with a unit', () => {
    expect(parseSizeMb(12.4)).toBe(12.4);
    expect(parseSizeMb('12.4 MB')).toBe(12.4);
    expect(parseSizeMb('850 KB')).toBeCloseTo(0.85);
    expect(parseSizeMb('1,2 GB')).toBe(1200);
    expect(parseSizeMb(' 3 ')).toBe(3);
    expect(parseSizeMb('4mb')).toBe(4);
  });

  it('gives null for what cannot be a size', () => {
    expect(parseSizeMb('large')).toBeNull();
    expect(parseSizeMb('12 TB')).toBeNull();
    expect(parseSizeMb(-1)).toBeNull();
    expect(parseSizeMb(Number.NaN)).toBeNull();
  });
});

describe('totalSizeMb', () => {
  it('adds numbers and strings to one decimal', () => {
    expect(totalSizeMb([{ size: '24.8 MB' }, { size: 35.2 }, { size: '8.3 MB' }, { size: '4.3 MB' }])).toBe(
      72.6,
    );
    expect(totalSizeMb([{ size: 0.1 }, { size: 0.2 }])).toBe(0.3);
    expect(totalSizeMb([{ size: '500 KB' }, { size: '1 GB' }])).toBe(1000.5);
  });

  it('is zero for an empty kit and skips unreadable sizes', () => {
    expect(totalSizeMb([])).toBe(0);
    expect(totalSizeMb([{ size: 'soon' }, { size: 2 }])).toBe(2);
  });
});

describe('formatSizeMb and displaySize', () => {
  it('formats megabytes with one decimal at most, for the locale', () => {
    expect(formatSizeMb(72.6, 'en-US')).toBe('72.6 MB');
    expect(formatSizeMb(20, 'en-US')).toBe('20 MB');
    expect(formatSizeMb(72.6, 'de-DE')).toBe('72,6 MB');
  });

  it('shows strings as written and numbers formatted', () => {
    expect(displaySize(' 850 KB ', 'en-US')).toBe('850 KB');
    expect(displaySize(8.25, 'en-US')).toBe('8.3 MB');
  });
});
