import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../../utils/router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FloatingBadge } from '../FloatingBadge';
import { SampleLogo } from '../SiteHeader/storySamples';
import { TextField } from '../TextField';
import { SiteFooter, SiteFooterButton, type FooterColumn, type FooterLink } from './SiteFooter';
import * as samples from './storySamples.css';

const navigate = fn().mockName('navigate');

const columns: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Roadmap', href: '/roadmap' },
      { label: 'Status', href: '/status' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Careers', href: '/careers' },
      { label: 'Press', href: '/press' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact', href: '/contact' },
      { label: 'Partners', href: '/partners' },
    ],
  },
];

const legalLinks: FooterLink[] = [
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Cookies', href: '/cookies' },
  { label: 'Acceptable use', href: '/acceptable-use' },
  { label: 'Data Processing', href: '/data-processing' },
  { label: 'Legal notice', href: '/legal-notice' },
];

/** Receives the sample form's submissions, so the stories can check them. */
const subscribe = fn().mockName('subscribe');

function SampleNewsletter() {
  return (
    <form
      className={samples.newsletterForm}
      onSubmit={(event) => {
        event.preventDefault();
        subscribe(new FormData(event.currentTarget).get('email'));
      }}
    >
      <TextField
        className={samples.newsletterField}
        label="Product news by email"
        type="email"
        name="email"
        placeholder="you@example.com"
      />
      <Button type="submit" variant="soft">
        Subscribe
      </Button>
    </form>
  );
}

const meta = {
  title: 'Page frame/SiteFooter',
  component: SiteFooter,
  args: {
    logo: <SampleLogo />,
    description: 'A clipboard history for your Mac that stays on your Mac.',
    columns,
    legalLinks,
    // The site computes the year; the story does the same, so it never shows a stale one.
    copyright: `© ${new Date().getFullYear()} Clipnest. All rights reserved.`,
    contact: {
      intro: 'Questions? Write to',
      label: 'support@clipnest.app',
      href: 'mailto:support@clipnest.app',
    },
  },
  argTypes: { logo: { control: false }, newsletter: { control: false } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const top = (element: Element) => Math.round(element.getBoundingClientRect().top);

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    // Each column is a navigation landmark named by its heading.
    const product = within(footer).getByRole('navigation', { name: 'Product' });
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    await expect(within(product).getByRole('heading', { level: 2, name: 'Product' })).toBeVisible();
    await expect(within(company).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    // Side by side on a desktop.
    await expect(top(product)).toBe(top(company));
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'support@clipnest.app' })).toHaveAttribute(
      'href',
      'mailto:support@clipnest.app',
    );
    await expect(
      canvas.getByText(`© ${new Date().getFullYear()} Clipnest. All rights reserved.`),
    ).toBeVisible();
    navigate.mockClear();
    await userEvent.click(within(legal).getByRole('link', { name: 'Privacy' }));
    await expect(navigate).toHaveBeenCalledWith('/privacy', undefined);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const [product, company, support] = ['Product', 'Company', 'Support'].map((name) =>
      within(footer).getByRole('navigation', { name }),
    );
    // Two columns to a row.
    await expect(top(product!)).toBe(top(company!));
    await expect(top(support!)).toBeGreaterThan(top(product!));
    // Nothing is wider than the screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const WithNewsletter: Story = {
  name: 'With a newsletter form',
  args: { newsletter: <SampleNewsletter /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Product news by email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

export const WithNewsletterOnPhone: Story = {
  name: 'With a newsletter form, phone',
  args: { newsletter: <SampleNewsletter /> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const footer = canvas.getByRole('contentinfo');
    const field = canvas.getByRole('textbox', { name: 'Product news by email' });
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    const [product, company, support] = ['Product', 'Company', 'Support'].map((name) =>
      within(footer).getByRole('navigation', { name }),
    );
    // The brand block with the form comes first, the link columns below it, two to a row.
    await expect(top(product!)).toBeGreaterThan(button.getBoundingClientRect().bottom);
    await expect(top(product!)).toBe(top(company!));
    await expect(top(support!)).toBeGreaterThan(top(product!));
    // Nothing is wider than the screen, and the field and its button keep the page margins the
    // link columns keep.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const content = product!.parentElement!.getBoundingClientRect();
    for (const control of [field, button]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(content.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(content.right + 0.5);
    }
    // Wide enough to read an address, and the button is a comfortable target.
    await expect(field.getBoundingClientRect().width).toBeGreaterThanOrEqual(180);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    // The field and its button do not touch: the button sits on its own row, a gap below.
    await expect(
      button.getBoundingClientRect().top - field.getBoundingClientRect().bottom,
    ).toBeGreaterThanOrEqual(8);
    // The form works: type an address and subscribe with the keyboard.
    subscribe.mockClear();
    await userEvent.type(field, 'reader@example.com');
    await expect(field).toHaveValue('reader@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(subscribe).toHaveBeenCalledWith('reader@example.com');
    await userEvent.click(button);
    await expect(subscribe).toHaveBeenCalledTimes(2);
  },
};

const badge = (
  <FloatingBadge href="/press" revealOnScroll={false}>
    Featured in the directory
  </FloatingBadge>
);

/** The directory badge in its slot: part of the footer, under the contact line. */
export const WithBadgeOnPhone: Story = {
  name: 'With the directory badge, phone',
  args: { badge },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Featured in the directory' });
    await expect(link).toBeVisible();
    await expect(getComputedStyle(link).position).not.toBe('fixed');
    // Inside the footer's box, under the contact line: not a strip below it.
    const inner = link.getBoundingClientRect();
    const outer = footer.getBoundingClientRect();
    await expect(inner.bottom).toBeLessThan(outer.bottom);
    const contact = within(footer).getByRole('link', { name: 'support@clipnest.app' });
    await expect(inner.top).toBeGreaterThan(contact.getBoundingClientRect().bottom);
  },
};

/** At 1280 too: no gutter to float in, so it stays in the footer. */
export const WithBadge: Story = {
  name: 'With the directory badge',
  args: { badge },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Featured in the directory' });
    await expect(link).toBeVisible();
    await expect(getComputedStyle(link).position).not.toBe('fixed');
  },
};

export const LinksOnly: Story = {
  name: 'Links only',
  args: { logo: undefined, description: undefined, contact: undefined, legalLinks: undefined },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('navigation', { name: 'Legal' })).toBeNull();
    await expect(within(footer).getAllByRole('navigation')).toHaveLength(3);
  },
};

export const OtherLanguage: Story = {
  name: 'Other language (labels)',
  args: { labels: { legal: 'Rechtliches' }, legalLinks: [{ label: 'Impressum', href: '/legal-notice' }] },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliches' });
    await expect(within(legal).getByRole('link', { name: 'Impressum' })).toBeVisible();
  },
};

const openCookieSettings = fn().mockName('openCookieSettings');

/** A control in the legal links' group, drawn as they are: here a button that reopens the cookie preferences. */
export const WithAnAction: Story = {
  name: 'With an action among the legal links',
  args: {
    action: <SiteFooterButton onPress={openCookieSettings}>Cookie Settings</SiteFooterButton>,
  },
  play: async ({ canvasElement }) => {
    const legal = within(within(canvasElement).getByRole('navigation', { name: 'Legal' }));
    const button = legal.getByRole('button', { name: 'Cookie Settings' });
    // The same size and grey as its neighbours, the legal links.
    const link = getComputedStyle(legal.getByRole('link', { name: 'Privacy' }));
    const drawn = getComputedStyle(button);
    await expect(drawn.fontSize).toBe(link.fontSize);
    await expect(drawn.fontWeight).toBe(link.fontWeight);
    await expect(drawn.color).toBe(link.color);
    await userEvent.click(button);
    await expect(openCookieSettings).toHaveBeenCalled();
  },
};

export const FourColumnsOnTablet: Story = {
  name: 'Four columns, tablet',
  args: {
    newsletter: <SampleNewsletter />,
    columns: [...columns, { title: 'Resources', links: [{ label: 'Guides', href: '/guides' }] }],
  },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const [product, company, support, resources] = ['Product', 'Company', 'Support', 'Resources'].map(
      (name) => within(footer).getByRole('navigation', { name }),
    );
    // Two by two: no column sits alone on a row of its own.
    await expect(top(product!)).toBe(top(company!));
    await expect(top(support!)).toBe(top(resources!));
    await expect(top(support!)).toBeGreaterThan(top(product!));
  },
};

/**
 * Signed off with the product's name, set as wide as the page and faint, its foot cut off by the
 * footer's lower edge. Decorative: hidden from assistive technology, nothing to select.
 */
export const WithSignature: Story = {
  name: 'With a signature',
  args: { signature: 'Acme' },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer')!;
    const signature = within(footer).getByText('Acme');
    await expect(signature).toHaveAttribute('aria-hidden', 'true');
    // The last thing in the footer, its box ending at the footer's edge.
    const box = signature.getBoundingClientRect();
    await expect(Math.round(footer.getBoundingClientRect().bottom)).toBe(Math.round(box.bottom));
    await expect(getComputedStyle(signature).pointerEvents).toBe('none');
  },
};

export const WithSignatureOnPhone: Story = {
  name: 'With a signature on a phone',
  args: { signature: 'Clipnest' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // The sample logo says the name too: the signature is the copy hidden from assistive technology.
    const signature = within(canvasElement)
      .getAllByText('Clipnest')
      .find((element) => element.getAttribute('aria-hidden') === 'true')!;
    const range = canvasElement.ownerDocument.createRange();
    range.selectNodeContents(signature);
    // The whole name fits the phone's width; nothing scrolls sideways.
    await expect(range.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
