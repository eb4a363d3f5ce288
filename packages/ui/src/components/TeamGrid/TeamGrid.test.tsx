import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TeamGrid, initialsOf } from './TeamGrid';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Lena Hoffmann')).toBe('LH');
    expect(initialsOf('  tomás   de la Vidal ')).toBe('TV');
    expect(initialsOf('Cher')).toBe('C');
  });
});

describe('TeamGrid', () => {
  it('draws one portrait per person, hidden from screen readers, and names each with a heading', () => {
    const html = renderToStaticMarkup(
      <TeamGrid
        title="The Team"
        members={[
          { name: 'Lena Hoffmann', role: 'CEO' },
          { name: 'Jonas Becker', role: 'CTO' },
        ]}
      />,
    );
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toContain('>LH<');
  });
});
