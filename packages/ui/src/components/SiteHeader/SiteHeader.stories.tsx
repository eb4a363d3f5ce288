// Over 300 lines on purpose: one story per state of the component (the list designers review).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../../utils/router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toast, Toaster } from '../Toast';
import { SiteHeader, siteHeaderVariants } from './SiteHeader';
import { SampleLogo, SamplePage, defaultNavItems, legalNavItems, secondaryNavItems } from './storySamples';

/** Stands in for the site's router: links call it instead of loading a page. */
const navigate = fn().mockName('navigate');
/** The menu's pinned call to action. */
const menuDownload = fn().mockName('menuDownload');

const meta = {
  title: 'Page frame/SiteHeader',
  component: SiteHeader,
  args: {
    logo: <SampleLogo />,
    items: defaultNavItems,
    currentHref: '/pricing',
    action: (
      <Button icon="download" size={2}>
        Download
      </Button>
    ),
    secondaryItems: secondaryNavItems,
    menuAction: (close: () => void) => (
      <Button
        icon="download"
        isFullWidth
        onPress={() => {
          close();
          menuDownload();
        }}
      >
        Download Now
      </Button>
    ),
    onNavigate: fn(),
    onMenuOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: siteHeaderVariants },
    logo: { control: false },
    action: { control: false },
    menuAction: { control: false },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <SamplePage withHero={args.variant !== 'legal'} />
    </>
  ),
  parameters: {
    // Each story scrolls its own page, so the docs page shows them in frames.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const activeElement = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.activeElement as HTMLElement;

function scrollPage(canvasElement: HTMLElement, top: number) {
  canvasElement.ownerDocument.defaultView!.scrollTo({ top, behavior: 'instant' });
}

const transparent = 'rgba(0, 0, 0, 0)';

export const AtTheTopTransparent: Story = {
  name: 'At the top (transparent)',
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    const header = within(canvasElement).getByRole('banner');
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe(transparent));
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
    // On a desktop the nav is in the bar and the menu button is hidden.
    await expect(within(canvasElement).queryByRole('button', { name: 'Open Menu' })).toBeNull();
  },
};

export const ScrolledOpaque: Story = {
  name: 'Scrolled (opaque)',
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    scrollPage(canvasElement, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    scrollPage(canvasElement, 400);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).not.toBe(transparent));
    // Sticky: still at the top of the viewport after scrolling.
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(0);
  },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

export const DefaultThreshold: Story = {
  name: 'Default threshold (50 px)',
  // No scrollThreshold: the header's own default applies.
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    scrollPage(canvasElement, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    // Exactly 50 px down: still transparent (give the animation frame time to run first).
    scrollPage(canvasElement, 50);
    await settle();
    await expect(canvasElement.ownerDocument.defaultView!.scrollY).toBe(50);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(getComputedStyle(header).backgroundColor).toBe(transparent);
    // One pixel further: opaque.
    scrollPage(canvasElement, 51);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).not.toBe(transparent));
    // Back at the top: transparent again.
    scrollPage(canvasElement, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe(transparent));
  },
};

export const CustomThreshold: Story = {
  name: 'Custom threshold (200 px)',
  args: { scrollThreshold: 200 },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    // Past the default 50 px but not past 200 px: still transparent.
    scrollPage(canvasElement, 120);
    await settle();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(getComputedStyle(header).backgroundColor).toBe(transparent);
    scrollPage(canvasElement, 201);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).not.toBe(transparent));
    scrollPage(canvasElement, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    const canvas = within(canvasElement);
    await userEvent.tab(); // the logo
    await userEvent.tab();
    const features = canvas.getByRole('link', { name: 'Features' });
    await expect(features).toHaveFocus();
    await expect(getComputedStyle(features).outlineStyle).toBe('solid');
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/features', undefined);
  },
};

export const MobileClosed: Story = {
  name: 'Mobile, menu closed',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The bar's nav is collapsed: its links are not shown.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
    // Everything fits in 390 px: nothing sticks out of the bar.
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile, menu open',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    const button = within(canvasElement).getByRole('button', { name: 'Open Menu' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toContainElement(activeElement(canvasElement)));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'Pricing', 'About']);
    // The second group, smaller, under the main links.
    const more = within(dialog).getByRole('navigation', { name: 'More' });
    await expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blog', 'Roadmap', 'Status', 'Contact']);
    const win = canvasElement.ownerDocument.defaultView!;
    // A full-height sheet, with the call to action pinned to its bottom edge.
    const sheetBox = dialog.getBoundingClientRect();
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().top)).toBe(0));
    await expect(Math.round(sheetBox.height)).toBe(win.innerHeight);
    const cta = within(dialog).getByRole('button', { name: 'Download Now' });
    await expect(win.innerHeight - cta.getBoundingClientRect().bottom).toBeLessThan(40);
    // The page behind does not scroll while the menu is open.
    await expect(getComputedStyle(canvasElement.ownerDocument.documentElement).overflow).toBe('hidden');
    const current = within(nav).getByRole('link', { name: 'Pricing' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The sheet covers the header, so it shows the logo (a link home); its title is for screen
    // readers only. The current page's bar is a straight stroke inside the item.
    // (visible once the sheet has finished sliding in)
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Clipnest' })).toBeVisible());
    await expect(
      within(dialog).getByRole('heading', { name: 'Menu' }).getBoundingClientRect().height,
    ).toBeLessThanOrEqual(1);
    const bar = getComputedStyle(current, '::before');
    await expect(bar.position).toBe('absolute');
    await expect(parseFloat(bar.height)).toBeLessThan(current.getBoundingClientRect().height);
    // Focus is trapped: tabbing through every control stays inside the menu.
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(activeElement(canvasElement));
    }
  },
};

export const MobileMenuClosesOnEscape: Story = {
  name: 'Mobile, menu closes on Escape',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open Menu' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toContainElement(activeElement(canvasElement)));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  name: 'Mobile, menu closes on navigation',
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open Menu' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    navigate.mockClear();
    await userEvent.click(within(dialog).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(navigate).toHaveBeenCalledWith('/about', undefined);
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: 'About', href: '/about' });
  },
};

export const MobileMenuClosesOnOutsideClick: Story = {
  name: 'Mobile, menu closes on a click outside',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open Menu' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    // The dimmed backdrop below the sheet.
    const backdrop = dialog.parentElement!.parentElement!;
    await userEvent.click(backdrop);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const MobileMenuCloseButton: Story = {
  name: 'Mobile, menu closes with its button',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open Menu' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Menu' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const LegalVariant: Story = {
  name: 'Legal variant',
  args: { variant: 'legal', items: legalNavItems, currentHref: undefined },
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-variant', 'legal');
    // Opaque even at the top of the page.
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).not.toBe(transparent));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Features']);
  },
};

export const LegalVariantOnPhone: Story = {
  name: 'Legal variant, phone',
  args: { variant: 'legal', items: legalNavItems, currentHref: undefined },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Menu' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(
      within(within(dialog).getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Features']);
  },
};

export const ForcedOpaque: Story = {
  name: 'Forced opaque (preview)',
  args: { forceScrolled: true },
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  },
};

export const MenuOpenByDefault: Story = {
  name: 'Mobile, menu open from the start',
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Menu' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OtherLanguage: Story = {
  name: 'Other language (labels)',
  args: {
    items: [
      { label: 'Funktionen', href: '/features' },
      { label: 'Preise', href: '/pricing' },
      { label: 'Über uns', href: '/about' },
    ],
    labels: { navigation: 'Hauptmenü', openMenu: 'Menü öffnen', closeMenu: 'Menü schließen', menu: 'Menü' },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menü öffnen' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menü' });
    await waitFor(() => expect(dialog).toContainElement(activeElement(canvasElement)));
    const nav = within(dialog).getByRole('navigation', { name: 'Hauptmenü' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const MobileMenuPinnedAction: Story = {
  name: 'Mobile, menu download closes the menu',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open Menu' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toContainElement(activeElement(canvasElement)));
    // Shift+Tab from the start wraps to the last control: the pinned button.
    await userEvent.tab({ shift: true });
    const cta = within(dialog).getByRole('button', { name: 'Download Now' });
    await waitFor(() => expect(cta).toHaveFocus());
    menuDownload.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(menuDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(getComputedStyle(canvasElement.ownerDocument.documentElement).overflow).not.toBe('hidden');
  },
};

/**
 * A toast that is showing as the menu opens (a choice just saved) stays above the pinned call to
 * action instead of covering it, and goes back down when the menu closes.
 */
export const MobileMenuAboveAToast: Story = {
  name: 'Mobile, menu open under a toast',
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <>
      {meta.render(args)}
      {/* Long enough to stay through the checks. */}
      <Toaster timeout={30_000} />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
  play: async ({ canvasElement }) => {
    scrollPage(canvasElement, 0);
    toast.success('Preferences saved.');
    const shown = await body(canvasElement).findByRole('alertdialog', {
      name: 'Success: Preferences saved.',
    });
    // Where it rests once it has slid in.
    await Promise.all(shown.getAnimations().map((animation) => animation.finished.catch(() => {})));
    const restingBottom = shown.getBoundingClientRect().bottom;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Menu' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().top)).toBe(0));
    const cta = within(dialog).getByRole('button', { name: 'Download Now' });
    // The toast sits wholly above the pinned button.
    await waitFor(() =>
      expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(cta.getBoundingClientRect().top),
    );
    await expect(cta).toBeVisible();
    // The button takes presses: nothing lies over its centre.
    const box = cta.getBoundingClientRect();
    const atCentre = canvasElement.ownerDocument.elementFromPoint(
      box.x + box.width / 2,
      box.y + box.height / 2,
    );
    await expect(cta).toContainElement(atCentre as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(Math.round(shown.getBoundingClientRect().bottom)).toBe(Math.round(restingBottom)),
    );
  },
};
