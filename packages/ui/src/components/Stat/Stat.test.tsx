import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat, StatGroup } from './Stat';

describe('Stat', () => {
  it('is its own description list and formats numbers', () => {
    const { container } = render(<Stat value={15847} label="Downloads" />);
    expect(container.firstElementChild?.tagName).toBe('DL');
    expect(screen.getByRole('term')).toHaveTextContent('Downloads');
    expect(screen.getByRole('definition')).toHaveTextContent('15,847');
  });

  it('shows text values as they are', () => {
    render(<Stat value="< 1 ms" label="Search time" />);
    expect(screen.getByRole('definition')).toHaveTextContent('< 1 ms');
  });

  it('is busy with a placeholder while loading or without a value', () => {
    const { container, rerender } = render(<Stat label="Downloads" placeholderDigits={6} />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('definition')).toHaveTextContent('000000Loading');
    rerender(<Stat label="Downloads" value={3} isLoading loadingLabel="Counting" />);
    expect(screen.getByRole('definition')).toHaveTextContent('Counting');
  });

  it('becomes one pair of the group’s list inside a StatGroup', () => {
    const { container } = render(
      <StatGroup>
        <Stat value={1} label="One" />
        <Stat value={2} label="Two" />
      </StatGroup>,
    );
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    expect(container.querySelectorAll('dl > div')).toHaveLength(2);
  });
});
