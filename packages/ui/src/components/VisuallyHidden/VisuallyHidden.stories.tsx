import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExtraContextForScreenReaders: Story = {
  render: () => (
    <Button variant="soft">
      Read more<VisuallyHidden> about local storage</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Read more about local storage' });
    const hidden = button.querySelector('span')!;
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const SkipLink: Story = {
  render: () => (
    <VisuallyHidden as="div" isFocusable>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    const wrapper = link.parentElement!;
    // Start from a page where nothing has focus, as on arrival.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
