import { describe, expect, it } from 'vitest';
import { faqCategories, faqItemKey, filterFaq, type FaqItem } from './filterFaq';

const items: FaqItem[] = [
  { question: 'Is my clipboard history private?', answer: 'It stays on your Mac.', category: 'Security' },
  {
    question: 'Which macOS versions are supported?',
    answer: 'macOS 12 Monterey and later.',
    category: 'Compatibility',
  },
  { question: 'How much does it cost?', answer: 'Plans start at $3.99/month.', category: 'Pricing' },
  {
    question: 'Can I sync between Macs?',
    answer: 'Pro adds optional end-to-end encrypted SYNC.',
    category: 'Features',
  },
  { question: 'Is the history encrypted?', answer: 'Yes, on disk.', category: 'Security' },
];

const questions = (result: FaqItem[]) => result.map((item) => item.question);

describe('filterFaq', () => {
  it('keeps every item for an empty query and no category', () => {
    expect(filterFaq(items)).toEqual(items);
    expect(filterFaq(items, { query: '', category: 'all' })).toEqual(items);
  });

  it('treats a whitespace-only query as empty and trims the query', () => {
    expect(filterFaq(items, { query: '   \t ' })).toEqual(items);
    expect(questions(filterFaq(items, { query: '  cost  ' }))).toEqual(['How much does it cost?']);
  });

  it('ignores case in the query and in the text', () => {
    expect(questions(filterFaq(items, { query: 'MACOS' }))).toEqual(['Which macOS versions are supported?']);
    expect(questions(filterFaq(items, { query: 'sync' }))).toEqual(['Can I sync between Macs?']);
  });

  it('matches the answer as well as the question', () => {
    expect(questions(filterFaq(items, { query: '$3.99' }))).toEqual(['How much does it cost?']);
    expect(questions(filterFaq(items, { query: 'on disk' }))).toEqual(['Is the history encrypted?']);
  });

  it('keeps only the chosen category', () => {
    expect(questions(filterFaq(items, { category: 'Security' }))).toEqual([
      'Is my clipboard history private?',
      'Is the history encrypted?',
    ]);
  });

  it('combines the category and the query', () => {
    expect(questions(filterFaq(items, { category: 'Security', query: 'encrypted' }))).toEqual([
      'Is the history encrypted?',
    ]);
    // 'encrypted' also appears under Features, which the category leaves out.
    expect(filterFaq(items, { query: 'encrypted' })).toHaveLength(2);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterFaq(items, { query: 'windows phone' })).toEqual([]);
    expect(filterFaq(items, { category: 'Pricing', query: 'sync' })).toEqual([]);
  });

  it('returns nothing for an unknown category', () => {
    expect(filterFaq(items, { category: 'Careers' })).toEqual([]);
  });

  it('keeps the order and the items themselves', () => {
    const result = filterFaq(items, { query: 'is' });
    expect(result.length).toBeGreaterThan(1);
    expect(result).toEqual(items.filter((item) => result.includes(item)));
  });

  it('does not change the input', () => {
    const copy = structuredClone(items);
    filterFaq(items, { query: 'mac', category: 'Security' });
    expect(items).toEqual(copy);
  });
});

describe('faqCategories', () => {
  it('lists each category once, in order of first appearance', () => {
    expect(faqCategories(items)).toEqual(['Security', 'Compatibility', 'Pricing', 'Features']);
    expect(faqCategories([])).toEqual([]);
  });
});

describe('faqItemKey', () => {
  it('uses the id, or the question without one', () => {
    expect(faqItemKey({ ...items[0]!, id: 'privacy' })).toBe('privacy');
    expect(faqItemKey(items[0]!)).toBe('Is my clipboard history private?');
  });
});
