import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { RoadmapTimeline } from '.';
import { plannedQuarter, sampleQuarters } from './roadmapSamples';

const meta = {
  title: 'Roadmap/RoadmapTimeline',
  component: RoadmapTimeline,
  args: {
    items: sampleQuarters,
    eyebrow: 'Roadmap',
    title: 'What we shipped, and what comes next',
    description: 'Every quarter since the first beta, in order.',
  },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof RoadmapTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const quarters = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
/** The quarters' headings a visitor sees: not those inside a folded year. */
const shownQuarterTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => !heading.closest('details:not([open])'))
    .map((heading) => heading.textContent);
const quarter = (canvasElement: HTMLElement, index: number) => {
  const found = quarters(canvasElement).at(index);
  if (!found) throw new Error(`No quarter ${index}`);
  return found;
};

export const SixQuarters: Story = {
  name: 'Six quarters',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An ordered list, read oldest first.
    await expect(canvas.getAllByRole('list')[0]?.tagName).toBe('OL');
    await expect(shownQuarterTitles(canvasElement)).toEqual([
      'Q2 2023',
      'Q3 2023',
      'Q4 2023',
      'Q1 2024',
      'Q2 2024',
      'Q3 2024',
    ]);
    await expect(canvas.getAllByText('Completed')).toHaveLength(5);
    const current = quarter(canvasElement, 5);
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(within(current).getByText('Current')).toBeVisible();
    await expect(within(current).getByText('1 of 3 shipped')).toBeVisible();
    // Each feature says whether it shipped, in words for screen readers.
    await expect(within(current).getAllByRole('img', { name: 'Not shipped yet' })).toHaveLength(2);
    await expect(within(current).getAllByRole('img', { name: 'Shipped' })).toHaveLength(1);
    // A small quarter label is set in the body face (the display face's Q looks underlined), semibold.
    const label = getComputedStyle(canvas.getAllByRole('heading', { level: 3 })[0]!);
    const body = getComputedStyle(canvas.getByText('Every quarter since the first beta, in order.'));
    await expect(label.fontFamily).toBe(body.fontFamily);
    await expect(label.fontWeight).toBe('600');
  },
};

export const WithPlanned: Story = {
  name: 'With a planned quarter',
  args: { items: [...sampleQuarters.slice(3), plannedQuarter] },
  play: async ({ canvasElement }) => {
    const last = quarter(canvasElement, -1);
    await expect(within(last).getByText('Planned')).toBeVisible();
    await expect(last).not.toHaveAttribute('aria-current');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(quarters(canvasElement)).toHaveLength(6);
  },
};

export const CompletedYearsFolded: Story = {
  name: 'Completed years folded',
  args: { items: [...sampleQuarters, plannedQuarter], collapseCompleted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One toggle per year of completed quarters, closed: the present and the plans lead.
    const year2023 = canvas.getByText('2023').closest('summary')!;
    const year2024 = canvas.getByText('2024').closest('summary')!;
    await expect(year2023).toHaveTextContent('2023 · 6 shipped');
    await expect(year2024).toHaveTextContent('2024 · 4 shipped');
    await expect(canvas.getByRole('heading', { name: 'Q2 2023' })).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Q3 2024' }).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('heading', { name: 'Q4 2024' })).toBeVisible();
    // Folded, the years are tiles side by side, each naming what it shipped first.
    const tile2023 = year2023.closest('details')!;
    const tile2024 = year2024.closest('details')!;
    await expect(tile2024.getBoundingClientRect().top).toBe(tile2023.getBoundingClientRect().top);
    await expect(tile2024.getBoundingClientRect().left).toBeGreaterThan(
      tile2023.getBoundingClientRect().right,
    );
    await expect(year2023).toHaveTextContent('Clipboard history');
    // Opened on demand (a native <summary>, so Enter and Space work too): its quarters show, oldest first.
    await userEvent.click(year2023);
    await expect(year2023.closest('details')).toHaveAttribute('open');
    await expect(shownQuarterTitles(canvasElement)).toEqual([
      'Q2 2023',
      'Q3 2023',
      'Q4 2023',
      'Q3 2024',
      'Q4 2024',
    ]);
    await expect(canvas.getAllByText('Clipboard history').at(-1)).toBeVisible();
    // With a year open the years stack in order at the column's width (no tile left alone on a row),
    // so its quarters read at full width.
    await expect(tile2024.getBoundingClientRect().top).toBeGreaterThan(
      tile2023.getBoundingClientRect().bottom,
    );
    await expect(Math.round(tile2024.getBoundingClientRect().width)).toBe(
      Math.round(tile2023.getBoundingClientRect().width),
    );
  },
};
