import { describe, expect, it } from 'vitest';
import { telHref } from './PressContact';
import { filterPressReleases, pressReleaseCategories } from './pressReleases';

const release = (title: string, category?: string) => ({
  title,
  date: '2024-01-01',
  excerpt: '',
  href: `/${title}`,
  category,
});

describe('filterPressReleases', () => {
  const items = [release('a', 'Product'), release('b'), release('c', 'Company'), release('d', 'Product')];

  it('offers the categories present, in order, leaving out releases without one', () => {
    expect(pressReleaseCategories(items)).toEqual(['Product', 'Company']);
  });

  it('keeps one category, or all for null', () => {
    expect(filterPressReleases(items, 'Product').map((r) => r.title)).toEqual(['a', 'd']);
    expect(filterPressReleases(items, null).map((r) => r.title)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+49 (30) 1234-5678')).toBe('tel:+493012345678');
    expect(telHref('030 123 456')).toBe('tel:030123456');
  });
});
