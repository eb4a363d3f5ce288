import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Brand } from './Brand';
import { SampleMark } from './SampleMark';

const meta = {
  title: 'Page frame/Brand',
  component: Brand,
  args: { mark: <SampleMark />, title: 'Clipnest', href: '/' },
  argTypes: { mark: { control: false } },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mark and name: one link, named by the visible name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Clipnest' });
    await expect(link).toHaveAttribute('href', '/');
  },
};

/** Mark only, where space is tight: the link keeps its name through `aria-label`. */
export const MarkOnly: Story = {
  args: { hideTitle: true, 'aria-label': 'Clipnest home' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Clipnest home' })).toBeVisible();
  },
};
