import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClipboardPopover } from './ClipboardPopover';
import { samplePopover, sampleScene } from './storySamples';

const meta = {
  title: 'Landing/ClipboardPopover',
  component: ClipboardPopover,
  args: samplePopover,
  render: (args) => (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '32px 16px' }}>
      <ClipboardPopover {...args} />
    </div>
  ),
} satisfies Meta<typeof ClipboardPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusable = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

/** One image for assistive technology, named by its label; nothing inside takes focus. */
const isOneQuietPicture: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const figure = canvas.getByRole('img', { name: args.label });
  await expect(figure.tagName).toBe('FIGURE');
  await expect(figure.querySelectorAll(focusable)).toHaveLength(0);
  // The drawing stays inside its box: long clips are cut with an ellipsis, never widen it.
  await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth + 1);
};

export const Panel: Story = {
  play: async (context) => {
    await isOneQuietPicture(context);
    const figure = within(context.canvasElement).getByRole('img');
    await expect(figure).toHaveTextContent('Today · 10:42');
    await expect(figure).toHaveTextContent('Quick paste');
  },
};

export const Scene: Story = {
  args: sampleScene('A developer’s clipboard: a note, a code snippet and a screenshot', 3),
  play: isOneQuietPicture,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await isOneQuietPicture(context);
    const box = within(context.canvasElement).getByRole('img').getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
