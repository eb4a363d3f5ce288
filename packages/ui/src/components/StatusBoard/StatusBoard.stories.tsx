import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { StatusBoard } from '.';
import { sampleComponents, withCore, withStatus } from './statusSamples';

const meta = {
  title: 'Status/StatusBoard',
  component: StatusBoard,
  args: { items: sampleComponents, title: 'Current status', description: 'Updated every minute' },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof StatusBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');
const row = (canvasElement: HTMLElement, index: number) => {
  const found = rows(canvasElement)[index];
  if (!found) throw new Error(`No row ${index}`);
  return found;
};

export const AllOperational: Story = {
  name: 'All operational',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Current status' })).toBeVisible();
    await expect(canvas.getByText('All systems operational')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getAllByText('Operational')).toHaveLength(10);
    await expect(within(row(canvasElement, 1)).getByText('99.98% uptime')).toBeVisible();
  },
};

export const OneDegraded: Story = {
  name: 'One degraded',
  args: {
    items: withStatus('Email delivery', 'degraded', 'Verification emails are arriving a few minutes late.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Some systems are degraded')).toBeVisible();
    const email = row(canvasElement, 3);
    // The state is told in words (and an icon), not only by colour.
    await expect(within(email).getByText('Degraded performance')).toBeVisible();
    await expect(
      within(email).getByText('Verification emails are arriving a few minutes late.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Operational')).toHaveLength(9);
  },
};

/** Only a component outside the core has a notice: the headline stays calm, and counts it. */
export const NoticeOutsideTheCore: Story = {
  name: 'A notice outside the core',
  args: {
    items: withCore(
      withStatus('Email delivery', 'degraded', 'Verification emails are arriving a few minutes late.'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvasElement.querySelector('[data-status]');
    await expect(banner).toHaveAttribute('data-status', 'operational');
    await expect(banner).toHaveTextContent('All core systems operational, 1 notice');
    await expect(canvas.queryByText('Some systems are degraded')).toBeNull();
    await expect(within(row(canvasElement, 3)).getByText('Degraded performance')).toBeVisible();
  },
};

/** A core component with a notice: the banner says so. */
export const NoticeInTheCore: Story = {
  name: 'A notice in the core',
  args: { items: withCore(withStatus('Authentication', 'degraded', 'Sign-in is slow for some accounts.')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Some systems are degraded')).toBeVisible();
  },
};

export const Outage: Story = {
  name: 'An outage',
  args: {
    items: withStatus('Download server', 'outage', 'Downloads fail with an error. We are on it.').map((c) =>
      c.name === 'Authentication' ? { ...c, status: 'degraded' as const } : c,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The worst state wins the banner.
    await expect(canvas.getByText('Major outage in progress')).toBeVisible();
    await expect(within(row(canvasElement, 1)).getByText('Major outage')).toBeVisible();
    await expect(within(row(canvasElement, 2)).getByText('Degraded performance')).toBeVisible();
  },
};

export const Maintenance: Story = {
  args: { items: withStatus('Sync relay', 'maintenance', 'Scheduled upgrade until 04:00 UTC.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Maintenance in progress')).toBeVisible();
    await expect(within(row(canvasElement, 6)).getByText('Under maintenance')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    items: withStatus('Email delivery', 'degraded', 'Verification emails are arriving a few minutes late.'),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const badge = within(canvasElement).getByText('Degraded performance');
    await expect(badge).toBeVisible();
    // The badge sits under the issue line, which keeps the row's width instead of a narrow column.
    const issue = within(canvasElement).getByText('Verification emails are arriving a few minutes late.');
    await expect(badge.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      issue.getBoundingClientRect().bottom,
    );
    await expect(issue.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};

/** 90 days per component, as a strip of one bar a day: a day with an incident in its state's colour. */
const days = (incidents: Record<number, 'degraded' | 'outage' | 'maintenance'>) =>
  Array.from({ length: 90 }, (_, day) => incidents[day] ?? ('operational' as const));

/** The strips of a row that show at this width (one drawing for phones, one for wider screens). */
const shownStrips = (element: HTMLElement) =>
  [...element.querySelectorAll('svg:has(pattern)')].filter((svg) => getComputedStyle(svg).display !== 'none');

export const WithHistory: Story = {
  args: {
    items: sampleComponents.slice(0, 3).map((item, index) => ({
      ...item,
      history: days(index === 1 ? { 28: 'degraded', 61: 'outage' } : {}),
    })),
  },
  play: async ({ canvasElement }) => {
    const first = row(canvasElement, 0);
    const second = row(canvasElement, 1);
    // One small picture a component, not a node a day; the days with incidents are drawn on their own.
    await expect(shownStrips(first)).toHaveLength(1);
    await expect(shownStrips(first)[0]!.querySelectorAll('pattern')).toHaveLength(1);
    await expect(shownStrips(second)[0]!.querySelectorAll('rect').length).toBeLessThan(10);
    await expect(shownStrips(second)[0]!.getAttribute('viewBox')).toBe('0 0 360 20');
    // Read as a sentence, not as 90 bars.
    await expect(within(first).getByText('No incidents in the last 90 days')).toBeInTheDocument();
    await expect(within(second).getByText('2 days with an incident in the last 90 days')).toBeInTheDocument();
    await expect(within(first).getByText('90 days ago')).toBeVisible();
    await expect(within(first).getByText('Today')).toBeVisible();
  },
};

/** On a phone the strip shows the last 30 days at a readable width, and its first label says so. */
export const WithHistoryPhone: Story = {
  ...WithHistory,
  name: 'With history (phone)',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const second = row(canvasElement, 1);
    const [strip] = shownStrips(second);
    await expect(shownStrips(second)).toHaveLength(1);
    // 30 bars of 4 units: the outage 28 days ago is in it, the degraded day 61 days ago is not.
    await expect(strip!.getAttribute('viewBox')).toBe('0 0 120 20');
    await expect(strip!.querySelectorAll('rect[x]')).toHaveLength(1);
    await expect(within(second).getByText('30 days ago')).toBeVisible();
    await expect(within(second).getByText('90 days ago')).not.toBeVisible();
    // Screen readers still hear the whole history.
    await expect(within(second).getByText('2 days with an incident in the last 90 days')).toBeInTheDocument();
  },
};
