import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UseCases, type UseCase } from './UseCases';

const useCases: UseCase[] = [
  {
    id: 'developer',
    label: 'Developers',
    title: 'Snippets',
    description: 'Code.',
    icon: 'code',
    points: ['One', 'Two'],
  },
  { id: 'designer', label: 'Designers', title: 'Colours', description: 'Assets.', icon: 'palette' },
  { id: 'science', title: 'Science', description: 'Data.', icon: 'beaker' },
];

describe('UseCases', () => {
  it('selects the first use case by default and names the panel after its tab', () => {
    render(<UseCases aria-label="Use cases" items={useCases} />);
    expect(screen.getByRole('tablist', { name: 'Use cases' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Developers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Developers' })).toHaveTextContent('Snippets');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Without a label, the tab shows the title.
    expect(screen.getByRole('tab', { name: 'Science' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and reports the chosen id', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<UseCases aria-label="Use cases" items={useCases} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Designers' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('designer');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Colours');
  });

  it('follows value when controlled', () => {
    render(<UseCases aria-label="Use cases" items={useCases} value="science" />);
    expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on defaultValue', () => {
    render(<UseCases aria-label="Use cases" items={useCases} defaultValue="designer" />);
    expect(screen.getByRole('tab', { name: 'Designers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders icon elements in the tab and the panel', () => {
    render(
      <UseCases
        aria-label="Use cases"
        items={[{ id: 'a', title: 'Own', description: 'Icon.', icon: <svg data-testid="own-icon" /> }]}
      />,
    );
    expect(screen.getAllByTestId('own-icon')).toHaveLength(2);
  });

  it('passes its ref and HTML attributes to the wrapper, and aria-label to the tab list', () => {
    const ref = createRef<HTMLDivElement>();
    render(<UseCases ref={ref} aria-label="Use cases" items={useCases} id="cases" className="extra" />);
    const tabList = screen.getByRole('tablist', { name: 'Use cases' });
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
    expect(ref.current).toContainElement(tabList);
    expect(ref.current).toHaveAttribute('id', 'cases');
    expect(ref.current).toHaveClass('extra');
    expect(ref.current).not.toHaveAttribute('aria-label');
  });

  it('shows a use case’s picture in its own panel only', async () => {
    const user = userEvent.setup();
    const withScene = useCases.map((item) =>
      item.id === 'designer' ? { ...item, media: <div role="img" aria-label="Swatches" /> } : item,
    );
    render(<UseCases aria-label="Use cases" items={withScene} />);
    expect(screen.queryByRole('img', { name: 'Swatches' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Designers' }));
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('img', { name: 'Swatches' }));
  });
});
