import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../../utils/router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { LinkCard, LinkCardGrid, type LinkCardItem } from './LinkCard';
import * as samples from './storySamples.css';

const meta = {
  title: 'Content/LinkCard',
  component: LinkCard,
  args: {
    title: 'Smart search',
    description: 'Fuzzy, instant search across text, links, file names and the words inside images.',
    href: '/features/smart-search',
    icon: 'search',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div className={samples.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the app's router. */
const navigate = fn().mockName('navigate');

const sampleItems: LinkCardItem[] = [
  {
    title: 'Local storage',
    description: 'Your history lives on your Mac, encrypted.',
    href: '/features/local-storage',
    icon: 'lock',
  },
  {
    title: 'Smart search',
    description: 'Fuzzy search across text, links and images.',
    href: '/features/smart-search',
    icon: 'search',
  },
  {
    title: 'Lightning fast',
    description: 'Opens in under 50 ms and idles at zero.',
    href: '/features/lightning-fast',
    icon: 'zap',
  },
  {
    title: 'Code snippets',
    description: 'Syntax detected, indentation kept.',
    href: '/features/code-snippets',
    icon: 'code',
  },
  {
    title: 'Custom rules',
    description: 'Decide what is kept, and for how long, per app.',
    href: '/features/custom-rules',
    icon: 'settings',
  },
  {
    title: 'Templates',
    description: 'Reusable snippets with placeholders for dates and names.',
    href: '/features/templates',
    icon: 'file',
  },
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: 'Smart search' });
    // One link, named by the title; the foot line is decoration.
    await expect(within(heading).getByRole('link', { name: 'Smart search' })).toHaveAttribute(
      'href',
      '/features/smart-search',
    );
    await expect(within(article).getAllByRole('link')).toHaveLength(1);
    await expect(within(article).getByText('Learn more')).toBeVisible();
    await expect(article.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WholeCardIsTheTarget: Story = {
  name: 'Whole card is the target',
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <LinkCard {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Smart search' });
    // A point on the description, far from the title, still hits the link.
    const description = canvas.getByText(/Fuzzy, instant search/);
    const box = description.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(hit).toBe(link);
    // Following it goes through the app's router, not a page load.
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/features/smart-search', undefined);
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard focus',
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await userEvent.tab();
    await expect(within(article).getByRole('link')).toHaveFocus();
    // The focus ring is drawn around the whole card.
    await expect(getComputedStyle(article).outlineStyle).toBe('solid');
  },
};

export const WithoutIconOrFootLine: Story = {
  name: 'Without icon or foot line',
  args: { icon: undefined, labels: { more: '' } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.querySelector('svg')).toBeNull();
    await expect(within(article).queryByText('Learn more')).toBeNull();
  },
};

export const WithMetaLine: Story = {
  name: 'With a meta line',
  args: {
    title: 'Support',
    description: 'Help with installing and using the app.',
    meta: 'support@example.com',
    href: 'mailto:support@example.com',
    icon: 'mail',
    labels: { more: '' },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    // The address is text a screen reader reads, not decoration.
    const meta = within(article).getByText('support@example.com');
    await expect(meta).toBeVisible();
    await expect(meta.closest('[aria-hidden="true"]')).toBeNull();
    await expect(within(article).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  },
};

export const LongTextNarrow: Story = {
  name: 'Long text, narrow',
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'End-to-end encrypted synchronisation between all of your own Macs',
    description:
      'Turn on the optional sync and your history follows you from your desk to your laptop, encrypted before it leaves: Kundendatenverschlüsselungseinstellungen stay local.',
    icon: 'refresh',
  },
  decorators: [
    (Story) => (
      <div className={samples.narrowFrame}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const box = article.getBoundingClientRect();
    for (const part of article.querySelectorAll('h3, p, span')) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Grid: StoryObj<typeof LinkCardGrid> = {
  render: () => <LinkCardGrid aria-label="Features" headingLevel={2} items={sampleItems} />,
  decorators: [
    (Story) => (
      <div className={samples.pageFrame}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Features' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6);
    // Three columns on a wide screen: the first three cards share a row, of equal height.
    const [a, b, c, d] = items.map((item) => item.getBoundingClientRect());
    if (canvasElement.ownerDocument.defaultView!.innerWidth >= 1024) {
      await expect(a!.top).toBe(b!.top);
      await expect(b!.top).toBe(c!.top);
      await expect(d!.top).toBeGreaterThan(a!.bottom);
      await expect(a!.height).toBe(c!.height);
    }
  },
};

export const GridOnAPhone: StoryObj<typeof LinkCardGrid> = {
  name: 'Grid on a phone',
  globals: { viewport: { value: 'phone' } },
  render: () => <LinkCardGrid aria-label="Features" items={sampleItems} />,
  decorators: [
    (Story) => (
      <div className={samples.pageFrame}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // One column: each card below the one before.
    for (let i = 1; i < items.length; i++) {
      await expect(items[i]!.getBoundingClientRect().top).toBeGreaterThan(
        items[i - 1]!.getBoundingClientRect().bottom,
      );
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
