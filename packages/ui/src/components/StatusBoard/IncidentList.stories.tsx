import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { IncidentList } from '.';
import { sampleIncidents } from './statusSamples';

const meta = {
  title: 'Status/IncidentList',
  component: IncidentList,
  args: { items: sampleIncidents, title: 'Recent incidents' },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof IncidentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(sampleIncidents.map((incident) => incident.title));
    const first = canvas
      .getByRole('heading', { name: 'Slow verification emails' })
      .closest('li') as HTMLElement;
    await expect(within(first).getByText('June 18, 2024')).toHaveAttribute('datetime', '2024-06-18');
    await expect(within(first).getByText('Duration: 48 minutes')).toBeVisible();
    await expect(within(first).getByText('Resolved')).toBeVisible();
    await expect(within(first).getByText('Email delivery')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recent incidents' })).toBeVisible();
    await expect(canvas.getByText('No incidents reported.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
