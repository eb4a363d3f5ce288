import { describe, expect, it } from 'vitest';
import { currentLegalSection, legalSectionNumbers, type LegalSection } from './legalDocument';

const section = (id: string, number?: string | null): LegalSection => ({ id, title: id, number, blocks: [] });

describe('legalSectionNumbers', () => {
  it('counts the sections without a number of their own', () => {
    const sections = [
      section('a'),
      section('b'),
      section('annex', 'Annex 1'),
      section('c'),
      section('x', null),
    ];
    expect(legalSectionNumbers(sections)).toEqual(['1', '2', 'Annex 1', '3', null]);
  });

  it('keeps only the sections’ own labels when the document is not numbered', () => {
    expect(legalSectionNumbers([section('a'), section('annex', 'Annex 1')], false)).toEqual([
      null,
      'Annex 1',
    ]);
  });
});

describe('currentLegalSection', () => {
  const order = ['intro', 'scope', 'duration'];

  it('is the first section in document order that is in the reading band', () => {
    expect(currentLegalSection(order, new Set(['duration', 'scope']), null)).toBe('scope');
  });

  it('keeps the previous answer while no section is in the band', () => {
    expect(currentLegalSection(order, new Set(), 'scope')).toBe('scope');
    expect(currentLegalSection(order, new Set(), null)).toBeNull();
  });

  it('is none once the reader is back above the first section (the top of the page)', () => {
    // Scrolled to the end (the last section current), then back to the top.
    expect(currentLegalSection(order, new Set(), 'duration', true)).toBeNull();
  });

  it('ignores ids that are not sections', () => {
    expect(currentLegalSection(order, new Set(['elsewhere']), 'intro')).toBe('intro');
  });
});
