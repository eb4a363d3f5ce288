import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner, createMemoryStorage } from '../CookieConsent';
import { Icon } from '../Icon';
import { SamplePage } from '../SiteHeader/storySamples';
import { FloatingBadge, floatingBadgeVariants } from './FloatingBadge';
import * as samples from './storySamples.css';

function SampleBadgeContent() {
  return (
    <>
      <span className={samples.mark}>
        <Icon name="star" filled size={18} />
      </span>
      <span className={samples.lines}>
        <span className={samples.eyebrow}>Featured on</span>{' '}
        <span className={samples.name}>Product Directory</span>
      </span>
    </>
  );
}

/** The package's real cookie banner, showing at once, with a fresh in-memory consent store. */
function SampleRealCookieBanner() {
  const [storage] = useState(() => createMemoryStorage());
  return (
    <CookieBanner
      storage={storage}
      delay={0}
      description="We use essential cookies to run the site and, with your consent, analytics to improve it."
    />
  );
}

const meta = {
  title: 'Page frame/FloatingBadge',
  component: FloatingBadge,
  args: {
    href: 'https://directory.example/products/clipnest',
    'aria-label': 'Featured on Product Directory (opens in a new tab)',
    target: '_blank',
    children: <SampleBadgeContent />,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: floatingBadgeVariants },
    children: { control: false },
  },
  render: (args) => (
    <>
      <SamplePage withHero={false} />
      <div className={samples.scrollRoom} />
      <FloatingBadge {...args} />
    </>
  ),
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof FloatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

type Box = { top: number; right: number; bottom: number; left: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

function scrollToEnd(canvasElement: HTMLElement) {
  const win = canvasElement.ownerDocument.defaultView!;
  win.scrollTo({ top: canvasElement.ownerDocument.documentElement.scrollHeight, behavior: 'instant' });
}

function scrollToTop(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.defaultView!.scrollTo({ top: 0, behavior: 'instant' });
}

/**
 * The badge, also while it is concealed (before scrolling, behind the cookie banner), when it has
 * no accessible name to find it by: a hidden element's name is empty.
 */
const badgeLink = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLAnchorElement>('a[href="https://directory.example/products/clipnest"]')!;
const badgeName = 'Featured on Product Directory (opens in a new tab)';

const cornerGaps = (canvasElement: HTMLElement, element: Element) => {
  const box = element.getBoundingClientRect();
  const doc = canvasElement.ownerDocument;
  return [
    Math.round(doc.defaultView!.innerHeight - box.bottom),
    Math.round(doc.documentElement.clientWidth - box.right),
  ];
};

export const Desktop: Story = {
  globals: { viewport: { value: 'wide' } },
  name: 'Wide screen, scrolled past the first screen',
  play: async ({ canvasElement }) => {
    scrollToEnd(canvasElement);
    const badge = badgeLink(canvasElement);
    await expect(badge).toHaveAttribute('href', 'https://directory.example/products/clipnest');
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(getComputedStyle(badge).position).toBe('fixed');
    await waitFor(() => expect(badge).toBeVisible());
    await expect(within(canvasElement).getByRole('link', { name: badgeName })).toBe(badge);
    // In the bottom-right corner, one space step (16 px) from both edges, in the gutter beside
    // the page's widest content (1200 px).
    await expect(badge.getBoundingClientRect().left).toBeGreaterThanOrEqual((1920 + 1200) / 2);
    await waitFor(() => expect(cornerGaps(canvasElement, badge)).toEqual([16, 16]));
  },
};

export const FirstScreen: Story = {
  globals: { viewport: { value: 'wide' } },
  name: 'Wide screen, on the first screen (hidden)',
  render: (args) => (
    <>
      <SamplePage />
      <div className={samples.scrollRoom} />
      <FloatingBadge {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    scrollToTop(canvasElement);
    // Nothing floats over the hero: the badge waits for half a screen of scrolling, and is out
    // of the tab order meanwhile.
    const badge = badgeLink(canvasElement);
    await waitFor(() => expect(badge).not.toBeVisible());
    await userEvent.tab();
    await expect(badge).not.toHaveFocus();
    const win = canvasElement.ownerDocument.defaultView!;
    win.scrollTo({ top: win.innerHeight / 2, behavior: 'instant' });
    await waitFor(() => expect(badge).toBeVisible());
    scrollToTop(canvasElement);
    await waitFor(() => expect(badge).not.toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const badge = badgeLink(canvasElement);
    // Not floating: it sits in the page flow, so no text is ever under it.
    await expect(getComputedStyle(badge).position).not.toBe('fixed');
    scrollToEnd(canvasElement);
    const box = badge.getBoundingClientRect();
    for (const text of canvasElement.querySelectorAll('p, h1, h2')) {
      await expect(overlaps(box, text.getBoundingClientRect())).toBe(false);
    }
    const win = canvasElement.ownerDocument.defaultView!;
    await expect(box.bottom).toBeLessThanOrEqual(win.innerHeight);
  },
};

export const WithOffsetProp: Story = {
  globals: { viewport: { value: 'wide' } },
  name: 'Raised with offsetBottom',
  args: { offsetBottom: 96, revealOnScroll: false },
  play: async ({ canvasElement }) => {
    const badge = badgeLink(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    await waitFor(() =>
      expect(Math.round(win.innerHeight - badge.getBoundingClientRect().bottom)).toBe(16 + 96),
    );
  },
};

const sampleBadgeImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="54" viewBox="0 0 200 54"><rect width="200" height="54" rx="10" fill="#1f2937"/><circle cx="27" cy="27" r="15" fill="#f59e0b"/><text x="52" y="22" font-family="Arial" font-size="10" fill="#d1d5db">FEATURED ON</text><text x="52" y="39" font-family="Arial" font-size="15" font-weight="bold" fill="#ffffff">Product Directory</text></svg>',
)}`;

export const BareImage: Story = {
  globals: { viewport: { value: 'wide' } },
  name: 'Bare, with the directory’s image',
  args: {
    variant: 'bare',
    revealOnScroll: false,
    children: <img src={sampleBadgeImage} alt="" width={200} height={54} />,
  },
  play: async ({ canvasElement }) => {
    const badge = badgeLink(canvasElement);
    await expect(badge.querySelector('img')).toBeVisible();
    await userEvent.tab();
    // Keyboard focus reaches it and draws a ring (the page has no other focusable element).
    await waitFor(() => expect(badge).toHaveFocus());
    await expect(getComputedStyle(badge).outlineStyle).toBe('solid');
  },
};

/** At 1280 there is no gutter beside the content: it stays in the flow, where the site puts it. */
export const DesktopInFlow: Story = {
  name: 'Desktop (1280), in the flow',
  play: async ({ canvasElement }) => {
    const badge = badgeLink(canvasElement);
    await expect(getComputedStyle(badge).position).not.toBe('fixed');
    scrollToEnd(canvasElement);
    await expect(badge).toBeVisible();
    const box = badge.getBoundingClientRect();
    for (const text of canvasElement.querySelectorAll('p, h1, h2')) {
      await expect(overlaps(box, text.getBoundingClientRect())).toBe(false);
    }
  },
};

export const WithCookieBannerOnPhone: Story = {
  name: 'With the cookie banner, phone',
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <>
      <SamplePage withHero={false} />
      <div className={samples.scrollRoom} />
      <FloatingBadge {...args} />
      <SampleRealCookieBanner />
    </>
  ),
  play: async ({ canvasElement }) => {
    const badge = badgeLink(canvasElement);
    await within(canvasElement).findByRole('region', { name: 'Cookie consent' });
    // In the flow it covers nothing, so nothing hides it: it stays with the content around it.
    scrollToEnd(canvasElement);
    await expect(getComputedStyle(badge).position).not.toBe('fixed');
    await expect(badge).toBeVisible();
  },
};

export const WithCookieBanner: Story = {
  globals: { viewport: { value: 'wide' } },
  name: 'With the cookie banner (hidden until the visitor chooses)',
  render: (args) => (
    <>
      <SamplePage withHero={false} />
      <div className={samples.scrollRoom} />
      <FloatingBadge {...args} />
      <SampleRealCookieBanner />
    </>
  ),
  play: async ({ canvasElement }) => {
    scrollToEnd(canvasElement);
    const badge = badgeLink(canvasElement);
    const banner = await within(canvasElement).findByRole('region', { name: 'Cookie consent' });
    // Scrolled far enough, but the banner holds the bottom of the screen: the badge steps aside.
    await waitFor(() => expect(badge).not.toBeVisible());
    await userEvent.click(within(banner).getByRole('button', { name: 'Essential Only' }));
    await waitFor(() => expect(badge).toBeVisible());
    await waitFor(() => expect(cornerGaps(canvasElement, badge)).toEqual([16, 16]));
  },
};
