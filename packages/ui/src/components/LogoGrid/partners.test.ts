import { describe, expect, it } from 'vitest';
import { filterPartners, lettermark, markShape, markShapes, partnerCategories } from './partners';

describe('lettermark', () => {
  it('takes the initials of the first two words, or one letter for a one-word name', () => {
    expect(lettermark('Acme Cloud Tools')).toBe('AC');
    expect(lettermark('Figma')).toBe('F');
    expect(lettermark('northwind traders')).toBe('NT');
  });

  it('skips punctuation and symbols and handles letters beyond ASCII', () => {
    expect(lettermark('  & Co. — Ünited  ')).toBe('CÜ');
    expect(lettermark('3M')).toBe('3');
    expect(lettermark('***')).toBe('?');
  });
});

describe('markShape', () => {
  it('is stable for a name and one of the known shapes', () => {
    expect(markShape('Acme')).toBe(markShape('Acme'));
    expect(markShapes).toContain(markShape('Northwind'));
    const shapes = new Set(['Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli'].map(markShape));
    expect(shapes.size).toBeGreaterThan(1);
  });
});

describe('filterPartners', () => {
  const items = [
    { name: 'Acme', category: 'Technology' },
    { name: 'Globex', category: 'Reseller' },
    { name: 'Initech', category: 'Technology' },
  ];

  it('lists categories in order of first appearance', () => {
    expect(partnerCategories(items)).toEqual(['Technology', 'Reseller']);
  });

  it('keeps one category, or everything for null', () => {
    expect(filterPartners(items, 'Technology').map((p) => p.name)).toEqual(['Acme', 'Initech']);
    expect(filterPartners(items, null)).toHaveLength(3);
  });
});
