import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PlanCard } from './PlanCard';

const pro = { monthlyCents: 399, yearlyCents: 3999 };

describe('PlanCard', () => {
  it('passes ref, className and attributes to the article named by its title', () => {
    const ref = createRef<HTMLElement>();
    render(<PlanCard ref={ref} title="Pro" prices={pro} period="annual" className="mine" data-plan="pro" />);
    const card = screen.getByRole('article', { name: 'Pro' });
    expect(ref.current).toBe(card);
    expect(card).toHaveClass('mine');
    expect(card).toHaveAttribute('data-plan', 'pro');
    expect(within(card).getByRole('heading', { level: 3, name: 'Pro' })).toBeInTheDocument();
  });

  it('shows the computed price, saving and per-month line with the default labels', () => {
    render(<PlanCard title="Pro" prices={pro} period="annual" isHighlighted />);
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
    expect(screen.getByText('Save $7.89')).toBeInTheDocument();
    expect(screen.getByText('$3.33/month, billed annually')).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
  });

  it('takes every UI string from labels', () => {
    render(
      <PlanCard
        title="Pro"
        prices={pro}
        period="annual"
        isHighlighted
        headingLevel={2}
        items={[{ label: 'Team management', isIncluded: false }]}
        labels={{
          highlight: 'Beliebt',
          notIncluded: 'Fehlt:',
          monthlySuffix: ' pro Monat',
          annualSuffix: ' pro Jahr',
          saving: (saving) => `${saving.percent} % sparen`,
          monthlyEquivalent: (amount, suffix) => `${amount}${suffix} (jährlich)`,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('Beliebt')).toBeInTheDocument();
    expect(screen.getByText('pro Jahr')).toBeInTheDocument();
    expect(screen.getByText('16 % sparen')).toBeInTheDocument();
    expect(screen.getByText('$3.33 pro Monat (jährlich)')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Fehlt: Team management');
  });

  it('shows no highlight badge when labels.highlight is empty', () => {
    render(<PlanCard title="Pro" prices={pro} period="monthly" isHighlighted labels={{ highlight: '' }} />);
    expect(screen.queryByText('Most popular')).toBeNull();
    expect(screen.getByRole('article')).toHaveAttribute('data-highlighted', 'true');
  });

  it('renders an icon element as well as a built-in icon name', () => {
    const { rerender, container } = render(
      <PlanCard title="Pro" prices={pro} period="monthly" icon={<svg data-testid="own" />} />,
    );
    expect(screen.getByTestId('own')).toBeInTheDocument();
    rerender(<PlanCard title="Pro" prices={pro} period="monthly" icon="zap" />);
    expect(screen.queryByTestId('own')).toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});
