import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { PressReleaseList } from '.';
import { samplePressReleases } from './pressSamples';

const meta = {
  title: 'Press/PressReleaseList',
  component: PressReleaseList,
  args: { items: samplePressReleases, title: 'Press releases', onChange: fn() },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof PressReleaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toEqual(samplePressReleases.map((r) => r.title));
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    const link = canvas.getByRole('link', { name: samplePressReleases[1]?.title });
    await expect(link).toHaveAttribute('href', '/press/15000-downloads');
    await expect(canvas.getByText('May 21, 2024')).toHaveAttribute('datetime', '2024-05-21');
  },
};

export const OwnDateFormat: Story = {
  name: "The app's own date format",
  // An app that writes its dates itself makes no Intl object (the first loads the locale data).
  args: { formatDate: (iso: string) => iso.split('-').reverse().join('.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21.05.2024')).toHaveAttribute('datetime', '2024-05-21');
    await expect(canvas.queryByText('May 21, 2024')).toBeNull();
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Product' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Product');
    await expect(titles(canvasElement)).toEqual([
      'Optional end-to-end encrypted sync arrives for Pro and Enterprise',
      'Intelligent search and pinned clips land in version 3.0',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 press releases');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No press releases yet.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // Every filter chip shows whole: none is cut at the screen's edge.
    const chips = within(canvasElement).getAllByRole('radio');
    await expect(chips.length).toBeGreaterThan(1);
    for (const chip of chips) await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};
