import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('passes ref, attributes and className to its root label', () => {
    const ref = createRef<HTMLLabelElement>();
    render(
      <Switch ref={ref} data-testid="analytics" className="mine">
        Analytics cookies
      </Switch>,
    );
    expect(ref.current?.tagName).toBe('LABEL');
    expect(ref.current).toBe(screen.getByTestId('analytics'));
    expect(ref.current).toHaveClass('mine');
    expect(ref.current).toContainElement(screen.getByRole('switch', { name: 'Analytics cookies' }));
  });

  it('reports its new value when toggled', () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Analytics cookies</Switch>);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
