import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkCard, LinkCardGrid } from './LinkCard';

describe('LinkCard', () => {
  it('is one link, named by its title, inside a heading', () => {
    render(
      <LinkCard
        title="Smart search"
        description="Find anything."
        href="/features/smart-search"
        icon="search"
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Smart search' });
    const link = within(heading).getByRole('link', { name: 'Smart search' });
    expect(link).toHaveAttribute('href', '/features/smart-search');
    // The 'Learn more' line is decoration: the card has exactly one link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Learn more')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Find anything.')).toBeInTheDocument();
  });

  it('passes its ref and HTML attributes to the <article>', () => {
    const ref = createRef<HTMLElement>();
    render(<LinkCard ref={ref} title="Search" href="/a" id="search" className="extra" data-x="1" />);
    const article = screen.getByRole('article');
    expect(ref.current).toBe(article);
    expect(article).toHaveAttribute('id', 'search');
    expect(article).toHaveAttribute('data-x', '1');
    expect(article).toHaveClass('extra');
  });

  it('takes its labels, and drops the foot line when it is empty', () => {
    const { rerender } = render(<LinkCard title="Search" href="/a" labels={{ more: 'Read the guide' }} />);
    expect(screen.getByText('Read the guide')).toBeInTheDocument();
    rerender(<LinkCard title="Search" href="/a" labels={{ more: '' }} />);
    expect(screen.queryByText('Read the guide')).toBeNull();
    expect(screen.queryByText('Learn more')).toBeNull();
  });

  it('shows a meta line that screen readers read too', () => {
    render(<LinkCard title="Support" href="mailto:support@example.com" meta="support@example.com" />);
    const meta = screen.getByText('support@example.com');
    expect(meta.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('renders an icon element in place of a named icon, hidden from screen readers', () => {
    render(<LinkCard title="Pins" href="/a" icon={<svg data-testid="own-icon" />} />);
    expect(screen.getByTestId('own-icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('LinkCardGrid', () => {
  it('lists one card per item at the heading level given', () => {
    const ref = createRef<HTMLUListElement>();
    render(
      <LinkCardGrid
        ref={ref}
        headingLevel={2}
        aria-label="Features"
        items={[
          { title: 'One', description: 'First', href: '/one', icon: 'zap' },
          { title: 'Two', href: '/two' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Features' });
    expect(ref.current).toBe(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/one', '/two']);
  });
});
