import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its content readable and passes ref to its element', () => {
    const ref = createRef<HTMLElement>();
    render(
      <VisuallyHidden as="div" ref={ref} className="mine">
        Only for screen readers
      </VisuallyHidden>,
    );
    expect(ref.current?.tagName).toBe('DIV');
    expect(ref.current).toHaveClass('mine');
    expect(screen.getByText('Only for screen readers')).toBe(ref.current);
  });
});
