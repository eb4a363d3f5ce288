import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader';

const items = [
  { label: 'Features', href: '/features' },
  { label: 'Pricing', href: '/pricing' },
];

describe('SiteHeader', () => {
  it('passes its ref and HTML attributes to the <header>', () => {
    const ref = createRef<HTMLElement>();
    render(<SiteHeader ref={ref} logo="Logo" items={items} id="top" data-page="home" className="extra" />);
    const header = screen.getByRole('banner');
    expect(ref.current).toBe(header);
    expect(header).toHaveAttribute('id', 'top');
    expect(header).toHaveAttribute('data-page', 'home');
    expect(header.className).toContain('extra');
    expect(header.className.split(' ').length).toBeGreaterThan(1);
  });

  it('uses the labels it is given and the defaults for the rest', () => {
    const { container } = render(
      <SiteHeader logo="Logo" items={items} labels={{ navigation: 'Hauptmenü', openMenu: 'Menü öffnen' }} />,
    );
    // The bar's nav is display:none below 768 px (jsdom has no width), so read its label directly.
    expect(container.querySelector('nav')).toHaveAttribute('aria-label', 'Hauptmenü');
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  });

  it('opens the menu from defaultMenuOpen and reports closing it', async () => {
    const onMenuOpenChange = vi.fn();
    render(<SiteHeader logo="Logo" items={items} defaultMenuOpen onMenuOpenChange={onMenuOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(dialog).not.toBeInTheDocument();
    expect(onMenuOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows isMenuOpen when controlled', () => {
    const { rerender } = render(<SiteHeader logo="Logo" items={items} isMenuOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SiteHeader logo="Logo" items={items} isMenuOpen />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
