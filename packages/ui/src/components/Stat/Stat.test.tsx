import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
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

  it('is busy with a placeholder while pending or without a value', () => {
    const { container, rerender } = render(<Stat label="Downloads" placeholderDigits={6} />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('definition')).toHaveTextContent('000000Loading');
    rerender(<Stat label="Downloads" value={3} isPending labels={{ pending: 'Counting' }} />);
    expect(screen.getByRole('definition')).toHaveTextContent('Counting');
    expect(screen.getByRole('definition')).not.toHaveTextContent('3');
  });

  it('passes ref and attributes to its element, alone or in a group', () => {
    const ref = createRef<HTMLElement>();
    const { container, rerender } = render(<Stat ref={ref} value={1} label="One" data-testid="one" />);
    expect(ref.current).toBe(container.querySelector('dl'));
    expect(ref.current).toHaveAttribute('data-testid', 'one');
    const groupRef = createRef<HTMLDListElement>();
    rerender(
      <StatGroup ref={groupRef}>
        <Stat ref={ref} value={1} label="One" />
      </StatGroup>,
    );
    expect(groupRef.current).toBe(container.querySelector('dl'));
    expect(ref.current?.tagName).toBe('DIV');
    expect(groupRef.current).toContainElement(ref.current);
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
