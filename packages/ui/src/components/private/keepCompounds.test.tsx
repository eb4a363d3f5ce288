import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { compoundRuns, keepCompounds, maxCompoundRun } from './keepCompounds';

const heading = (children: ReactNode) =>
  render(<h2>{keepCompounds(children)}</h2>).container.firstElementChild!;

describe('keepCompounds', () => {
  it('keeps each hyphenated compound of a title in one unbreakable span, the text unchanged', () => {
    const h2 = heading('30-Day Money-Back Guarantee');
    expect(h2.textContent).toBe('30-Day Money-Back Guarantee');
    expect([...h2.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      '30-Day',
      'Money-Back',
    ]);
  });

  it('leaves a title without compounds, and dashes between words, as plain text', () => {
    expect(heading('Press and Media').innerHTML).toBe('Press and Media');
    expect(heading('Before - after').innerHTML).toBe('Before - after');
  });

  it('handles the strings among several children and passes other nodes through', () => {
    const h2 = heading(['Local-First ', <em key="e">Sync</em>]);
    expect(h2.textContent).toBe('Local-First Sync');
    expect(h2.querySelector('span')?.textContent).toBe('Local-First');
    expect(h2.querySelector('em')?.textContent).toBe('Sync');
  });

  it('breaks a long compound only after a hyphen, in runs short enough for a narrow screen', () => {
    expect(compoundRuns('Money-Back')).toEqual(['Money-Back']);
    expect(compoundRuns('End-to-End-Encrypted')).toEqual(['End-to-End-', 'Encrypted']);
    for (const run of compoundRuns('Really-Long-Hyphenated-Compound-Word-Here'))
      expect(run.length).toBeLessThanOrEqual(maxCompoundRun);
    const h2 = heading('End-to-End-Encrypted Sync');
    expect([...h2.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['End-to-End-']);
    expect(h2.textContent).toBe('End-to-End-Encrypted Sync');
  });
});
