import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadButton } from '../DownloadButton';
import { SiteHeader } from '../SiteHeader';
import { defaultNavItems, SampleLogo } from '../SiteHeader/storySamples';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

const meta = {
  title: 'Components/AccountMenu',
  component: AccountMenu,
  parameters: { layout: 'padded' },
  args: { email: 'ada@example.com', onSignOut: fn() },
  // At the end of a row, as in the header: the menu opens towards the page.
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <AccountMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement, email = 'ada@example.com') =>
  within(canvasElement).getByRole('button', { name: `Account: ${email}` });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The address is shown beside the avatar from `sm` up.
    await expect(within(button).getByText('ada@example.com')).toBeVisible();
    await expect(button.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'A');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await body(canvasElement).findByRole('menu');
    const group = within(menu).getByRole('group', { name: /Signed in as\s*ada@example\.com/ });
    await waitFor(() => expect(within(group).getByRole('menuitem', { name: 'Sign Out' })).toBeVisible());
    await expect(menu).not.toHaveTextContent('Email not verified yet');
    // Inside the theme: the popover keeps the tokens.
    await expect(menu.closest('.radix-themes')).not.toBeNull();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, arrows move, Escape closes',
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const page = body(canvasElement);
    const item = await page.findByRole('menuitem', { name: 'Sign Out' });
    await waitFor(() => expect(item).toHaveFocus());
    // The arrows keep focus on the menu's items (one here: they wrap onto it).
    await userEvent.keyboard('{ArrowDown}');
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // ArrowDown on the button opens the menu too.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const SignOut: Story = {
  name: 'Sign out: choosing it calls onSignOut',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Unverified: Story = {
  args: { isVerified: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Email not verified yet')).toBeVisible());
  },
};

export const SigningOut: Story = {
  name: 'Signing out',
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Signing out…');
    await userEvent.click(trigger(canvasElement));
    const item = await body(canvasElement).findByRole('menuitem', { name: 'Signing out…' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item, { pointerEventsCheck: 0 });
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

const longAddress = 'maximilian.alexander.featherstonehaugh@clipboard-enthusiasts.example';

/** The trigger where it lives: the header, beside a compact Download button. */
function InHeader(args: AccountMenuProps) {
  return (
    <SiteHeader
      logo={<SampleLogo />}
      items={defaultNavItems}
      forceScrolled
      action={
        <>
          <DownloadButton variant="compact" />
          <AccountMenu {...args} />
        </>
      }
    />
  );
}

export const LongAddressPhone: Story = {
  name: 'Long address in the header, 390',
  args: { email: longAddress },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => <InHeader {...args} />,
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, longAddress);
    const box = button.getBoundingClientRect();
    // A round avatar only: the address is hidden on a phone.
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expect(within(button).getByText(longAddress)).not.toBeVisible();
    // Everything in the bar fits the screen.
    const header = canvasElement.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    // The menu shows the whole address, within the screen.
    await userEvent.click(button);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(menu).toHaveTextContent(longAddress);
    const popover = menu.parentElement!.getBoundingClientRect();
    await expect(popover.left).toBeGreaterThanOrEqual(0);
    await expect(popover.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const LongAddressDesktop: Story = {
  name: 'Long address in the header, 1280: cut with an ellipsis',
  args: { email: longAddress },
  parameters: { layout: 'fullscreen' },
  render: (args) => <InHeader {...args} />,
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, longAddress);
    const text = within(button).getByText(longAddress);
    await expect(text).toBeVisible();
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};
