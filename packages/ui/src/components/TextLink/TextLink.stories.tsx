import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Typography';
import { TextLink } from './TextLink';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '/privacy', children: 'privacy policy' },
  render: (args) => (
    <Text>
      Read our <TextLink {...args} /> before you sign up.
    </Text>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text: underlined and in the accent colour, so it is not told apart by colour alone. */
export const InText: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** Reached with the keyboard: a visible focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
