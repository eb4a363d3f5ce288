import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PlanGrid } from './PlanGrid';

describe('PlanGrid', () => {
  it('lists each child as an item and passes ref and attributes to the list', () => {
    const ref = createRef<HTMLUListElement>();
    render(
      <PlanGrid ref={ref} aria-label="Plans" className="mine">
        <p>Basic</p>
        {null}
        <p>Pro</p>
      </PlanGrid>,
    );
    const list = screen.getByRole('list', { name: 'Plans' });
    expect(ref.current).toBe(list);
    expect(list).toHaveClass('mine');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
