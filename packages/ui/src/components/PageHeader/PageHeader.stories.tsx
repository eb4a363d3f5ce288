import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '.';

const meta = {
  title: 'Page scaffolding/PageHeader',
  component: PageHeader,
  args: {
    eyebrow: 'Features',
    title: 'Advanced Features',
    description:
      'Everything Clipnest does beyond copy and paste: search, rules, templates and a history that stays on your Mac.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's one h1, and no other heading.
    const title = canvas.getByRole('heading', { level: 1, name: 'Advanced Features' });
    await expect(title).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText(/beyond copy and paste/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithBackLink: Story = {
  name: 'With back link',
  args: {
    eyebrow: 'Feature',
    title: 'Local Storage',
    description: 'Your clipboard history lives on your Mac, encrypted, and never leaves it unless you ask.',
    backLink: { label: 'All features', href: '/features' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: 'All features' });
    await expect(back).toHaveAttribute('href', '/features');
    // The back link comes before the title in reading order.
    const title = canvas.getByRole('heading', { level: 1, name: 'Local Storage' });
    await expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const WithMeta: Story = {
  name: 'With meta',
  args: {
    eyebrow: 'Legal',
    title: 'Cookie Policy',
    description: 'Which cookies the site sets, why, and how you choose.',
    meta: (
      <>
        Last updated <time dateTime="2025-04-19">April 19, 2025</time>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('April 19, 2025')).toHaveAttribute('datetime', '2025-04-19');
    await expect(canvas.getByText(/Last updated/)).toBeVisible();
  },
};

export const Centered: Story = {
  args: {
    align: 'center',
    eyebrow: 'Blog',
    title: 'Notes from the clipboard',
    description: 'Product updates, tips and stories from people who copy and paste for a living.',
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(title.parentElement as HTMLElement).textAlign).toBe('center');
  },
};

export const LongTitleOnPhone: Story = {
  name: 'Long title on a phone',
  globals: { viewport: { value: 'phone' } },
  args: {
    eyebrow: 'Legal',
    title: 'Data Processing Agreement for Enterprise Customers and Their Authorised Affiliates',
    description:
      'How Clipnest processes personal data on behalf of organisations that use optional, end-to-end encrypted sync.',
    backLink: { label: 'Home', href: '/' },
    meta: 'Last updated April 19, 2025',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing runs off the side of a 390 px screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
