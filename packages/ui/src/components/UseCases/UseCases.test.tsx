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
    render(<UseCases aria-label="Use cases" useCases={useCases} />);
    expect(screen.getByRole('tablist', { name: 'Use cases' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Developers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Developers' })).toHaveTextContent('Snippets');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Without a label, the tab shows the title.
    expect(screen.getByRole('tab', { name: 'Science' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and reports the chosen id', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<UseCases aria-label="Use cases" useCases={useCases} onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Designers' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('designer');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Colours');
  });

  it('follows selectedKey when controlled', () => {
    render(<UseCases aria-label="Use cases" useCases={useCases} selectedKey="science" />);
    expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
  });
});
