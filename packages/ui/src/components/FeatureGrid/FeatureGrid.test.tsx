import { createRef } from 'react';
import { isInaccessible, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid';

const items = [
  { title: 'Search', description: 'Find anything.', icon: 'search' as const },
  { title: 'Pins', description: 'Keep it.', icon: <svg data-testid="own-icon" /> },
];

describe('FeatureGrid', () => {
  it('renders title, description, eyebrow and one card per item, a level below the title', () => {
    render(
      <FeatureGrid
        title="Core Features"
        description="All of it."
        eyebrow="Why"
        items={items}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('region', { name: 'Core Features' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Core Features' })).toBeInTheDocument();
    expect(screen.getByText('All of it.')).toBeInTheDocument();
    expect(screen.getByText('Why')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Search',
      'Pins',
    ]);
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
  });

  it('passes its ref and HTML attributes to the <section>', () => {
    const ref = createRef<HTMLElement>();
    render(<FeatureGrid ref={ref} title="Core Features" items={items} id="features" className="extra" />);
    const section = screen.getByRole('region', { name: 'Core Features' });
    expect(ref.current).toBe(section);
    expect(section).toHaveAttribute('id', 'features');
    expect(section).toHaveClass('extra');
  });

  it('draws the media of an item in its card, wide or not, hidden from screen readers', () => {
    render(
      <FeatureGrid
        title="Core Features"
        items={[
          { title: 'Search', description: 'Find anything.', media: <span>query</span>, wide: true },
          { title: 'Pins', description: 'Keep it.', icon: 'star' },
        ]}
      />,
    );
    expect(isInaccessible(screen.getByText('query'))).toBe(true);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
