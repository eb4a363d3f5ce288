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
  const order = ['intro', 'scope', 'duration'];

  it('is the first section in document order that is in the reading band', () => {
    expect(currentLegalSection(order, new Set(['duration', 'scope']), null)).toBe('scope');
  });

  it('keeps the previous answer while no section is in the band', () => {
    expect(currentLegalSection(order, new Set(), 'scope')).toBe('scope');
    expect(currentLegalSection(order, new Set(), null)).toBeNull();
  });

  it('is the first section once the reader is back above it (the top of the page)', () => {
    // Scrolled to the end (the last section current), then back to the top.
    expect(currentLegalSection(order, new Set(), 'duration', true)).toBe('intro');
  });

  it('ignores ids that are not sections', () => {
    expect(currentLegalSection(order, new Set(['elsewhere']), 'intro')).toBe('intro');
  });
});
