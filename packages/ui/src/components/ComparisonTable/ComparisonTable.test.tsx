import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ComparisonTable } from './ComparisonTable';

const plans = [
  { id: 'basic', title: 'Basic', description: '$0' },
  { id: 'pro', title: 'Pro' },
];
const groups = [
  { title: 'Security', rows: [{ title: 'Password protection', values: { basic: false, pro: true } }] },
];

describe('ComparisonTable', () => {
  it('passes ref, className and attributes to the scroll region named by the title', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ComparisonTable
        ref={ref}
        title="Compare Plans"
        plans={plans}
        groups={groups}
        className="mine"
        id="compare"
      />,
    );
    // The table's scroll region (the phone's plan switcher, a second region, is shown by CSS instead).
    const region = screen.getByRole('table', { name: 'Compare Plans' }).parentElement!;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAccessibleName('Compare Plans');
    expect(ref.current).toBe(region);
    expect(region).toHaveClass('mine');
    expect(region).toHaveAttribute('id', 'compare');
    expect(screen.getByRole('table', { name: 'Compare Plans' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Basic $0' })).toBeInTheDocument();
  });

  it('uses the default text alternatives and an empty corner cell', () => {
    render(<ComparisonTable title="Compare Plans" plans={plans} groups={groups} />);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', 'Not included', 'Included']);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('takes its UI strings from labels', () => {
    render(
      <ComparisonTable
        title="Tarife"
        plans={plans}
        groups={groups}
        labels={{ featureColumn: 'Funktion', included: 'Ja', notIncluded: 'Nein' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Funktion' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nein', 'Ja']);
  });

  it("offers a phone one plan at a time, the highlighted one first, and lists that plan's features", async () => {
    render(<ComparisonTable title="Compare Plans" plans={plans} groups={groups} highlightedPlanId="pro" />);
    // jsdom is no phone: the switcher is there, hidden by the stylesheet's width rule.
    const hidden = { hidden: true };
    const choice = screen.getByRole('radiogroup', { name: 'Plan', ...hidden });
    expect(within(choice).getByRole('radio', { name: 'Pro', ...hidden })).toBeChecked();
    const list = screen.getByRole('list', { name: 'Security', ...hidden });
    expect(within(list).getByRole('listitem', hidden)).toHaveTextContent('Password protectionIncluded');
    await userEvent.click(within(choice).getByRole('radio', { name: 'Basic $0', ...hidden }));
    expect(within(choice).getByRole('radio', { name: 'Basic $0', ...hidden })).toBeChecked();
    expect(within(list).getByRole('listitem', hidden)).toHaveTextContent('Password protectionNot included');
  });
});
