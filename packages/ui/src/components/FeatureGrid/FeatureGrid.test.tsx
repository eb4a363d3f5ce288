import { createRef } from 'react';
import { cleanup, isInaccessible, render, screen } from '@testing-library/react';
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

  // Cards per row at 2 (md) and 3 (lg) columns, read from the spans the grid gives its cards.
  function rows(count: number, wide: boolean[] = []) {
    render(
      <FeatureGrid
        title="Core Features"
        items={Array.from({ length: count }, (_, i) => ({ title: `F${i}`, description: 'd', wide: wide[i] }))}
      />,
    );
    const spans = screen.getAllByRole('listitem');
    const perRow = (breakpoint: 'md' | 'lg') => {
      const result: number[] = [];
      let filled = 6;
      for (const item of spans) {
        const span = Number(item.getAttribute(`data-span-${breakpoint}`));
        if (filled + span > 6) {
          result.push(0);
          filled = 0;
        }
        filled += span;
        result[result.length - 1]! += 1;
      }
      return result;
    };
    return { md: perRow('md'), lg: perRow('lg') };
  }

  it.each([
    [4, [2, 2], [2, 2]],
    [5, [2, 3], [3, 2]],
    [6, [2, 2, 2], [3, 3]],
    [7, [2, 2, 3], [3, 2, 2]],
  ])('never leaves one of %i cards alone on a row', (count, md, lg) => {
    expect(rows(count)).toEqual({ md, lg });
  });

  it('keeps a bento that pairs wide and narrow cards, and falls back to even rows when it cannot', () => {
    expect(rows(6, [false, true, false, true, true, false]).lg).toEqual([2, 2, 2]);
    cleanup();
    expect(rows(5, [false, true, false, true, true]).lg).toEqual([3, 2]);
  });
});
