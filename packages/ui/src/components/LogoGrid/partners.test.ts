import { describe, expect, it } from 'vitest';
import { filterPartners, partnerCategories, wordmarkFor, wordmarkSymbols, wordmarkTypes } from './partners';

describe('wordmarkFor', () => {
  it('keeps a partner’s own wordmark', () => {
    expect(wordmarkFor({ name: 'Acme', mark: { symbol: 'leaf', type: 'caps' } })).toEqual({
      symbol: 'leaf',
      type: 'caps',
    });
  });

  it('chooses one from the name otherwise: stable, known, and varied across names', () => {
    expect(wordmarkFor({ name: 'Acme' })).toEqual(wordmarkFor({ name: 'Acme' }));
    const marks = ['Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli'].map((name) =>
      wordmarkFor({ name }),
    );
    for (const mark of marks) {
      expect(wordmarkSymbols).toContain(mark.symbol);
      expect(wordmarkTypes).toContain(mark.type);
    }
    expect(new Set(marks.map((mark) => mark.symbol)).size).toBeGreaterThan(1);
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
