import { describe, expect, it } from 'vitest';
import {
  currentLegalSection,
  legalNumberLabel,
  legalSectionNumbers,
  legalTocEntry,
  type LegalSection,
} from './legalDocument';

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

describe('legalNumberLabel', () => {
  it('writes a counted number with its full stop and a label of its own as given', () => {
    expect(legalNumberLabel('3')).toBe('3.');
    expect(legalNumberLabel('12')).toBe('12.');
    expect(legalNumberLabel('Annex 1')).toBe('Annex 1');
  });
});

describe('legalTocEntry', () => {
  it('hangs a counted number as the heading writes it and leads the title with a label of its own', () => {
    expect(legalTocEntry('3', 'Duration')).toEqual({ marker: '3.', title: 'Duration' });
    expect(legalTocEntry('Annex 1', 'Details')).toEqual({ marker: '', title: 'Annex 1 — Details' });
    expect(legalTocEntry(null, 'Overview')).toEqual({ marker: '', title: 'Overview' });
  });
});

describe('currentLegalSection', () => {
  const at = (...tops: number[]) => ['intro', 'scope', 'duration'].map((id, i) => ({ id, top: tops[i]! }));

  it('is the last section whose top has reached the reading line', () => {
    expect(currentLegalSection(at(-900, 150, 700), 200)).toBe('scope');
    expect(currentLegalSection(at(-2000, -900, 200), 200)).toBe('duration');
  });

  it('is the section above when the line falls in the gap between two sections', () => {
    // "intro" ended above the line and "scope" starts below it: the reader has not reached it.
    expect(currentLegalSection(at(-400, 230, 900), 200)).toBe('intro');
  });

  it('is the first section above it, at the top of the page', () => {
    expect(currentLegalSection(at(420, 900, 1500), 200)).toBe('intro');
  });

  it('is none for a document without sections', () => {
    expect(currentLegalSection([], 200)).toBeNull();
  });
});
