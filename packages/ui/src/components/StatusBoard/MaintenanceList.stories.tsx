import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { MaintenanceList } from '.';
import { sampleMaintenance } from './statusSamples';

const meta = {
  title: 'Status/MaintenanceList',
  component: MaintenanceList,
  args: { items: sampleMaintenance, title: 'Upcoming maintenance' },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof MaintenanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Database upgrade',
      'Mail provider migration',
    ]);
    await expect(canvas.getAllByText('Scheduled')).toHaveLength(2);
    await expect(canvas.getByText('July 20, 2024')).toHaveAttribute('datetime', '2024-07-20');
    await expect(canvas.getByText('02:00–04:00 UTC')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No maintenance scheduled.')).toBeVisible();
  },
};
