import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero, type HeroMetaItem } from './Hero';

const facts: HeroMetaItem[] = [
  { label: 'Version', value: '3.5.0' },
  { label: 'Released', value: 'Nov 26, 2026', width: 'medium' },
  { label: 'Size', value: '20 MB' },
];

describe('Hero', () => {
  it('shows the download facts as terms and values', () => {
    render(<Hero title="Clipboard history" meta={facts} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clipboard history' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Version', 'Released', 'Size']);
    expect(values).toEqual(['3.5.0', 'Nov 26, 2026', '20 MB']);
  });

  it('shows a busy placeholder for each value that is missing, or for all while pending', () => {
    const { rerender, container } = render(
      <Hero title="Clipboard history" meta={facts.map(({ value: _, ...item }) => item)} />,
    );
    expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading')).toHaveLength(3);

    rerender(<Hero title="Clipboard history" isPending meta={facts} />);
    expect(screen.queryByText('3.5.0')).toBeNull();
    expect(screen.getAllByText('Loading')).toHaveLength(3);

    rerender(<Hero title="Clipboard history" meta={facts} />);
    expect(container.querySelector('dl')).not.toHaveAttribute('aria-busy');
  });

  it('leaves the meta line out without meta', () => {
    const { container } = render(<Hero title="Clipboard history" />);
    expect(container.querySelector('dl')).toBeNull();
  });

  it('reads labels.pending to screen readers while pending', () => {
    render(<Hero title="Verlauf" isPending meta={facts} labels={{ pending: 'Wird geladen' }} />);
    expect(screen.getAllByText('Wird geladen')).toHaveLength(3);
  });

  it('keeps a row for the details, even while they are empty', () => {
    const { container, rerender } = render(<Hero title="Clipboard history" meta={facts} details={null} />);
    expect(container.querySelector('dl + div')).toBeEmptyDOMElement();
    rerender(<Hero title="Clipboard history" meta={facts} details={<a href="#check">Check it</a>} />);
    expect(screen.getByRole('link', { name: 'Check it' })).toBeInTheDocument();
    rerender(<Hero title="Clipboard history" meta={facts} />);
    expect(container.querySelector('dl + div')).toBeNull();
  });

  it('passes its ref and HTML attributes to the <section>', () => {
    const ref = createRef<HTMLElement>();
    render(<Hero ref={ref} title="Clipboard history" id="hero" className="extra" />);
    const section = screen.getByRole('region', { name: 'Clipboard history' });
    expect(ref.current).toBe(section);
    expect(section).toHaveAttribute('id', 'hero');
    expect(section).toHaveClass('extra');
  });

  it('shows the description and the media slot', () => {
    render(
      <Hero
        title="Clipboard history"
        description="Stored locally."
        media={<img src="shot.png" alt="The history window" />}
      />,
    );
    expect(screen.getByText('Stored locally.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The history window' })).toBeInTheDocument();
  });
});
