import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BillingPeriodSwitch } from './BillingPeriodSwitch';

describe('BillingPeriodSwitch', () => {
  it('passes ref, className and attributes to the radio group', () => {
    const ref = createRef<HTMLDivElement>();
    render(<BillingPeriodSwitch ref={ref} className="mine" data-testid="billing" id="billing" />);
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(ref.current).toBe(group);
    expect(group).toHaveClass('mine');
    expect(group).toHaveAttribute('data-testid', 'billing');
    expect(group).toHaveAttribute('id', 'billing');
  });

  it('reports the chosen period through onChange (value / defaultValue)', () => {
    const onChange = vi.fn();
    render(<BillingPeriodSwitch defaultValue="monthly" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(onChange).toHaveBeenCalledWith('annual');
  });

  it('shows the savings hint from savingPercent, only above 0', () => {
    const { rerender } = render(<BillingPeriodSwitch savingPercent={17} />);
    expect(screen.getByRole('radio', { name: 'Annual Save up to 17%' })).toBeChecked();
    rerender(<BillingPeriodSwitch savingPercent={0} />);
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeInTheDocument();
  });

  it('takes its texts from labels', () => {
    render(
      <BillingPeriodSwitch
        showTitle
        savingPercent={16}
        labels={{ title: 'Abrechnung', monthly: 'Monatlich', savingsHint: (p) => `${p} % sparen` }}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Abrechnung' })).toBeInTheDocument();
    expect(screen.getByText('Abrechnung')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Monatlich' })).toBeInTheDocument();
    // Keys left out keep their defaults.
    expect(screen.getByRole('radio', { name: 'Annual 16 % sparen' })).toBeInTheDocument();
  });
});
