import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleLayout, type ArticleBlock } from '.';
import { SampleArt } from '../PostCard/blogSamples';

const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Everything you copy passes through one place: your clipboard. Passwords, addresses, drafts of messages you never sent. A clipboard manager keeps that stream so you can find things again, which makes where it keeps them the most important decision it makes.',
  },
  { type: 'heading', id: 'on-your-mac', text: 'Your history stays on your Mac' },
  {
    type: 'paragraph',
    text: (
      <>
        Clipnest stores its history in an encrypted database on your device. Nothing is uploaded, and the app
        works the same without a network. Read the <a href="/privacy">Privacy Policy</a> for the details.
      </>
    ),
  },
  {
    type: 'list',
    items: [
      'Encrypted at rest with a key kept in your Keychain.',
      'Passwords from password managers are skipped automatically.',
      'Auto-clear forgets items after the time you choose.',
    ],
  },
  {
    type: 'quote',
    text: 'The best place for your clipboard history is the one you already trust: your own machine.',
    cite: 'Sarah Chen, product lead',
  },
  { type: 'heading', id: 'sync', text: 'When you want sync' },
  {
    type: 'paragraph',
    text: 'Pro and Enterprise add optional, end-to-end encrypted sync between your own devices. It is off until you turn it on, and keys never leave your devices.',
  },
  {
    type: 'code',
    language: 'Shell',
    code: 'defaults write com.clipnest.app HistoryRetentionDays -int 30\nkillall Clipnest && open -a Clipnest',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Open Settings → Sync.',
      'Turn on “Sync between my devices”.',
      'Approve the new device from one you already use.',
    ],
  },
];

const meta = {
  title: 'Blog/ArticleLayout',
  component: ArticleLayout,
  args: {
    title: 'Why your clipboard history should never leave your Mac',
    description:
      'Everything you copy passes through one place. Here is why Clipnest keeps that place on your device.',
    author: 'Sarah Chen',
    date: '2025-04-15',
    readTime: '6 min read',
    categories: ['Security', 'Product Updates'],
    image: <SampleArt kind="shield" />,
    items: body,
    backLink: { label: 'All posts', href: '/blog' },
    previous: {
      label: '10 keyboard shortcuts that make copy and paste twice as fast',
      href: '/blog/ten-shortcuts',
    },
    next: { label: 'Clipnest 3.5: rules, templates and a faster timeline', href: '/blog/release-3-5' },
  },
} satisfies Meta<typeof ArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {
  name: 'A post',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /never leave your Mac/ })).toBeVisible();
    // Byline: author, date and read time.
    await expect(canvas.getByText('Sarah Chen', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('April 15, 2025')).toHaveAttribute('datetime', '2025-04-15');
    await expect(canvas.getByText('6 min read')).toBeVisible();
    // The body's headings sit one level below the title, with anchors.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual([
      'on-your-mac',
      'sync',
    ]);
    await expect(canvas.getByRole('blockquote')).toHaveTextContent(/the one you already trust/);
    await expect(canvas.getByText(/defaults write/)).toBeVisible();
    // Previous and next posts.
    const nav = within(canvas.getByRole('navigation', { name: 'More posts' }));
    await expect(nav.getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/blog/ten-shortcuts',
    );
    await expect(nav.getByRole('link', { name: /Next post/ })).toHaveAttribute('href', '/blog/release-3-5');
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  },
};

/** A title with a one-letter word: it stays with the next word, never alone at a line's end. */
export const TitleWithShortWord: Story = {
  name: 'A title with a one-letter word',
  args: { title: 'Passwords, Tokens and the Clipboard: A Practical Threat Model' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.textContent).toContain('A\u00a0Practical');
    // The title's column is the lede's: as wide as the description under it.
    const lede = within(canvasElement).getByText(/Here is why Clipnest keeps that place/);
    await expect(Math.round(title.getBoundingClientRect().width)).toBe(
      Math.round(lede.getBoundingClientRect().width),
    );
  },
};

export const PostOnPhone: Story = {
  name: 'A post on a phone',
  globals: { viewport: { value: 'phone' } },
  args: { previous: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Only the next post exists; no empty slot is announced.
    const nav = within(canvas.getByRole('navigation', { name: 'More posts' }));
    await expect(nav.getAllByRole('link')).toHaveLength(1);
    // Long code scrolls inside its box, not the page.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
