import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { StatusBoard } from '.';
import { sampleComponents, withStatus } from './statusSamples';

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
    await expect(within(canvasElement).getByText('Degraded performance')).toBeVisible();
  },
};
