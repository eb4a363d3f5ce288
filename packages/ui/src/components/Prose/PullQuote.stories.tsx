import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Columns } from '../Layout';
import { Prose } from './Prose';
import { PullQuote } from './PullQuote';

const meta = {
  title: 'Content/PullQuote',
  component: PullQuote,
  args: { children: 'They didn’t find one they trusted, so they built it.' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Columns layout="main-aside">
      <Prose size={3}>
        <p>
          In 2022, Lena lost a paragraph she had spent an hour writing by copying a link over it. Jonas,
          sitting across the table, had lost a database password the same way that morning. They went looking
          for a clipboard manager that was fast, modern and didn’t upload everything they copied. They didn’t
          find one they trusted, so they built it.
        </p>
      </Prose>
      <PullQuote {...args} />
    </Columns>
  ),
} satisfies Meta<typeof PullQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the story on a wide screen, in the display face; hidden from screen readers (a repeat). */
export const BesideTheStory: Story = {
  play: async ({ canvasElement }) => {
    const quote = canvasElement.querySelector('aside')!;
    const prose = canvasElement.querySelector('p')!;
    await expect(quote).toHaveAttribute('aria-hidden', 'true');
    await expect(quote).toBeVisible();
    await expect(quote.getBoundingClientRect().left).toBeGreaterThan(prose.getBoundingClientRect().right);
  },
};

/** On a phone it would repeat the words just above it: not shown. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
  },
};
