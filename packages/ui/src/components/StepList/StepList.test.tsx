import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList';

describe('StepList', () => {
  it('lists the items in order, with their icons, at headingLevel', () => {
    render(
      <StepList
        aria-label="How it works"
        headingLevel={4}
        items={[
          { title: 'Install', description: 'Open the app.', icon: 'download' },
          { title: 'Copy', description: 'Work as usual.', icon: <svg data-testid="own-icon" /> },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'How it works' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Install',
      'Copy',
    ]);
    expect(within(items[1]!).getByTestId('own-icon')).toBeInTheDocument();
  });

  it('passes its ref and HTML attributes to the <ol>', () => {
    const ref = createRef<HTMLOListElement>();
    render(<StepList ref={ref} items={[]} id="steps" className="extra" aria-label="Steps" />);
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(ref.current).toBe(list);
    expect(list).toHaveAttribute('id', 'steps');
    expect(list).toHaveClass('extra');
  });

  it("shows a step's detail under its description, and nothing for a step without one", () => {
    render(
      <StepList
        aria-label="How we hire"
        items={[
          { title: 'Apply', description: 'Send your CV.', detail: '5 minutes' },
          { title: 'Meet the team', description: 'Talk to the people you would work with.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'How we hire' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Send your CV\.\s*5 minutes$/);
    expect(items[1]!.querySelectorAll('p')).toHaveLength(1);
  });

  it('is horizontal unless told otherwise; wrapping four to a row is for the horizontal list only', () => {
    const items = [{ title: 'Apply' }, { title: 'Meet the team' }];
    render(
      <>
        <StepList aria-label="Row" items={items} wrap />
        <StepList aria-label="Guide" items={items} orientation="vertical" wrap />
      </>,
    );
    const row = screen.getByRole('list', { name: 'Row' });
    const guide = screen.getByRole('list', { name: 'Guide' });
    expect(row).toHaveAttribute('data-orientation', 'horizontal');
    expect(row).toHaveAttribute('data-wrap');
    expect(guide).toHaveAttribute('data-orientation', 'vertical');
    expect(guide).not.toHaveAttribute('data-wrap');
  });
});
