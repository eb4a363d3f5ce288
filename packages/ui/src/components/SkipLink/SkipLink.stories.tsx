import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Page frame/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1}>
        <p>The page's main content.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest it is off screen, and nothing of it shows (its shadow once smudged the page's top). */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await expect(getComputedStyle(link).boxShadow).toBe('none');
  },
};

/** The first Tab shows it as a solid pill with a focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 250)); // the slide-in
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).boxShadow).not.toBe('none');
  },
};
