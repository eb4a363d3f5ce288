import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyBackPanel } from './MoneyBackPanel';

describe('MoneyBackPanel', () => {
  it('shows title and description in a named <section> that takes ref and attributes', () => {
    const ref = createRef<HTMLElement>();
    render(
      <MoneyBackPanel
        ref={ref}
        title="30-day guarantee"
        description="Ask for a refund."
        id="guarantee"
        className="extra"
      />,
    );
    const panel = screen.getByRole('region', { name: '30-day guarantee' });
    expect(ref.current).toBe(panel);
    expect(panel).toHaveAttribute('id', 'guarantee');
    expect(panel).toHaveClass('extra');
    expect(within(panel).getByText('Ask for a refund.')).toBeInTheDocument();
  });

  it('renders an icon element and the title at headingLevel', () => {
    render(
      <MoneyBackPanel
        title="Cancel any time"
        description="Keep Pro until the end."
        icon={<svg data-testid="own-icon" />}
        headingLevel={3}
      />,
    );
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Cancel any time' })).toBeInTheDocument();
  });
});
