import { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader';

// The sheet's code is imported on demand; on a busy machine its first import takes over a second.
const sheetLoad = { timeout: 5000 };

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
    // The sheet's code loads on demand, so it appears a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, sheetLoad);
    await userEvent.click(screen.getByRole('button', { name: 'Close Menu' }));
    expect(dialog).not.toBeInTheDocument();
    expect(onMenuOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows isMenuOpen when controlled', async () => {
    const { rerender } = render(<SiteHeader logo="Logo" items={items} isMenuOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SiteHeader logo="Logo" items={items} isMenuOpen />);
    expect(await screen.findByRole('dialog', { name: 'Menu' }, sheetLoad)).toBeInTheDocument();
    rerender(<SiteHeader logo="Logo" items={items} isMenuOpen={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the menu sheet from its button, which says so and names the sheet', async () => {
    render(<SiteHeader logo="Logo" items={items} />);
    const button = screen.getByRole('button', { name: 'Open Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, sheetLoad);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
