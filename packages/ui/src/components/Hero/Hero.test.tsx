import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('formats the download facts with the given labels', () => {
    render(
      <Hero
        title="Clipboard history"
        meta={{ version: '3.5.0', sizeMb: 20, downloads: 15847 }}
        labels={{ downloads: 'Installs' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clipboard history' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Version', 'Size', 'Installs']);
    expect(values).toEqual(['3.5.0', '20 MB', '15,847']);
  });

  it('formats numbers for another locale', () => {
    render(
      <Hero title="Verlauf" locale="de-DE" meta={{ version: '3.5.0', sizeMb: 1.3, downloads: 15847 }} />,
    );
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['3.5.0', '1,3 MB', '15.847']);
  });

  it('shows a busy placeholder while the data is missing or pending', () => {
    const { rerender, container } = render(<Hero title="Clipboard history" />);
    expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading')).toHaveLength(3);

    rerender(
      <Hero title="Clipboard history" isPending meta={{ version: '1.0.0', sizeMb: 3, downloads: 1 }} />,
    );
    expect(screen.queryByText('1.0.0')).toBeNull();
    expect(screen.getAllByText('Loading')).toHaveLength(3);
  });

  it('leaves the meta line out when meta is null', () => {
    const { container } = render(<Hero title="Clipboard history" meta={null} />);
    expect(container.querySelector('dl')).toBeNull();
  });

  it('reads labels.pending to screen readers while pending', () => {
    render(<Hero title="Verlauf" labels={{ pending: 'Wird geladen' }} />);
    expect(screen.getAllByText('Wird geladen')).toHaveLength(3);
  });

  it('passes its ref and HTML attributes to the <section>', () => {
    const ref = createRef<HTMLElement>();
    render(<Hero ref={ref} title="Clipboard history" id="hero" className="extra" meta={null} />);
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
        meta={null}
      />,
    );
    expect(screen.getByText('Stored locally.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The history window' })).toBeInTheDocument();
  });
});
