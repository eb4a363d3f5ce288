import { createRef } from 'react';
import { isInaccessible, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureCard } from './FeatureCard';

describe('FeatureCard', () => {
  it('passes its ref and HTML attributes to the <article>, also while revealing on scroll', () => {
    const ref = createRef<HTMLElement>();
    render(
      <FeatureCard
        ref={ref}
        revealOnScroll
        title="Search"
        description="Find anything."
        icon="search"
        id="search"
        className="extra"
      />,
    );
    const article = screen.getByRole('article');
    expect(ref.current).toBe(article);
    expect(article).toHaveAttribute('id', 'search');
    expect(article).toHaveClass('extra');
  });

  it('renders an icon element in place of a named icon', () => {
    render(<FeatureCard title="Pins" description="Keep it." icon={<svg data-testid="own-icon" />} />);
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
  });

  it('puts the title at headingLevel', () => {
    render(<FeatureCard title="Search" description="Find anything." icon="search" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Search' })).toBeInTheDocument();
  });

  it('shows media in place of the icon, hidden from screen readers', () => {
    render(
      <FeatureCard
        title="Search"
        description="Find anything."
        icon={<svg data-testid="own-icon" />}
        media={<span>invoice.pdf</span>}
      />,
    );
    expect(screen.queryByTestId('own-icon')).toBeNull();
    expect(isInaccessible(screen.getByText('invoice.pdf'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
  });
});
