import { describe, expect, it } from 'vitest';
import { categoriesOf, filterByCategory } from './categoryFilter';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('formats an ISO date for the locale, the same day everywhere', () => {
    expect(formatDate('2024-03-01', 'en-US')).toEqual({ text: 'March 1, 2024', dateTime: '2024-03-01' });
    expect(formatDate('2024-03-01', 'de-DE').text).toBe('1. März 2024');
  });

  it('shows any other string as given, without a machine-readable value', () => {
    expect(formatDate('Spring 2024', 'en-US')).toEqual({ text: 'Spring 2024' });
    expect(formatDate('2024-13-45', 'en-US')).toEqual({ text: '2024-13-45' });
  });
});

describe('categoriesOf and filterByCategory', () => {
  const items = [
    { name: 'a', category: 'Tools' },
    { name: 'b', category: 'Cloud ' },
    { name: 'c', category: 'Tools' },
    { name: 'd', category: ' ' },
  ];
  const get = (item: { category: string }) => item.category;

  it('lists each category once, in order of first appearance, trimmed, without blanks', () => {
    expect(categoriesOf(items, get)).toEqual(['Tools', 'Cloud']);
  });

  it('keeps the items of one category in order, or all of them for null', () => {
    expect(filterByCategory(items, 'Tools', get).map((i) => i.name)).toEqual(['a', 'c']);
    expect(filterByCategory(items, 'Cloud', get).map((i) => i.name)).toEqual(['b']);
    expect(filterByCategory(items, null, get)).toHaveLength(4);
    expect(filterByCategory(items, 'Nothing', get)).toEqual([]);
  });
});
