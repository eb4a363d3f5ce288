import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';

const columns = [{ title: 'Product', links: [{ label: 'Features', href: '/features' }] }];

describe('SiteFooter', () => {
  it('passes its ref and HTML attributes to the <footer>', () => {
    const ref = createRef<HTMLElement>();
    render(<SiteFooter ref={ref} columns={columns} copyright="©" id="footer" className="extra" />);
    const footer = screen.getByRole('contentinfo');
    expect(ref.current).toBe(footer);
    expect(footer).toHaveAttribute('id', 'footer');
    expect(footer).toHaveClass('extra');
  });

  it('shows the description and names the legal links with labels.legal', () => {
    render(
      <SiteFooter
        columns={columns}
        copyright="©"
        description="Stays on your Mac."
        legalLinks={[{ label: 'Impressum', href: '/legal-notice' }]}
        labels={{ legal: 'Rechtliches' }}
      />,
    );
    expect(screen.getByText('Stays on your Mac.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rechtliches' })).toBeInTheDocument();
  });

  it('puts column headings at headingLevel', () => {
    render(<SiteFooter columns={columns} copyright="©" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Product' })).toBeInTheDocument();
  });

  it('ends with a signature hidden from assistive technology, and none unless given', () => {
    const { rerender } = render(<SiteFooter columns={columns} copyright="©" signature="Acme" />);
    const footer = screen.getByRole('contentinfo');
    const signature = screen.getByText('Acme');
    expect(signature).toHaveAttribute('aria-hidden', 'true');
    // The footer's last word, after the copyright line.
    expect(footer.textContent!.endsWith('Acme')).toBe(true);
    rerender(<SiteFooter columns={columns} copyright="©" />);
    expect(screen.queryByText('Acme')).toBeNull();
  });
});
