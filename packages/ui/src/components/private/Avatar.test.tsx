import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Sarah Chen')).toBe('SC');
    expect(initialsOf('  tomás   de la Vidal ')).toBe('TV');
    expect(initialsOf('  maría  josé  lópez ')).toBe('ML');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it('leaves titles out', () => {
    expect(initialsOf('Dr. Lena  Hoffmann')).toBe('LH');
  });
});

describe('Avatar', () => {
  it('draws the initials as decoration: the name beside it is what is read', () => {
    const html = renderToStaticMarkup(<Avatar name="Lena Hoffmann" size={3} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('>LH</span>');
  });
});
