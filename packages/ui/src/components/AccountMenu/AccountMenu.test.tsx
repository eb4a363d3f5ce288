import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu, accountInitial } from './AccountMenu';

describe('accountInitial', () => {
  it('is the first character of the address, upper-cased', () => {
    expect(accountInitial('ada@example.com')).toBe('A');
    expect(accountInitial('  émile@example.com')).toBe('É');
    expect(accountInitial('')).toBe('?');
  });
});

describe('AccountMenu', () => {
  it('names its button after the account and opens a menu with the address and Sign out', async () => {
    const user = userEvent.setup();
    render(<AccountMenu email="ada@example.com" onSignOut={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Account: ada@example.com' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: /Signed in as\s*ada@example.com/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(menu).not.toHaveTextContent('Email not verified yet');
  });

  it('says when the address is not verified yet', async () => {
    const user = userEvent.setup();
    render(<AccountMenu email="ada@example.com" isVerified={false} onSignOut={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Account: ada@example.com' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Email not verified yet');
  });

  it('signs out from the keyboard', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu email="ada@example.com" onSignOut={onSignOut} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Sign Out' });
    await waitFor(() => expect(item).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('disables the action while signing out and says so', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu email="ada@example.com" onSignOut={onSignOut} isPending />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing out…');
    await user.click(screen.getByRole('button', { name: 'Account: ada@example.com' }));
    const item = await screen.findByRole('menuitem', { name: 'Signing out…' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('takes its labels from props', async () => {
    const user = userEvent.setup();
    render(
      <AccountMenu
        email="ada@example.com"
        onSignOut={() => {}}
        labels={{ trigger: (email) => `Konto ${email}`, signOut: 'Abmelden' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Konto ada@example.com' }));
    expect(await screen.findByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('passes ref, className and attributes to its root element', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <AccountMenu
        email="ada@example.com"
        onSignOut={() => {}}
        ref={ref}
        className="mine"
        data-testid="account"
      />,
    );
    expect(ref.current).toBe(screen.getByTestId('account'));
    expect(ref.current).toHaveClass('mine');
  });
});
