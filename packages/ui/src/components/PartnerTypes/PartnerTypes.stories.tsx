import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { PartnerTypes } from '.';

const meta = {
  title: 'Partners/PartnerTypes',
  component: PartnerTypes,
  args: {
    eyebrow: 'Partner program',
    title: 'Three ways to work with us',
    items: [
      {
        title: 'Technology partners',
        description: 'Build integrations that bring your tools into the clipboard history.',
        benefits: [
          'Early access to new APIs',
          'Joint launch announcements',
          'A dedicated engineering contact',
        ],
        icon: 'code',
      },
      {
        title: 'Reseller partners',
        description: 'Offer Pro and Enterprise plans to your customers.',
        benefits: ['Partner pricing', 'Sales training and material', 'A partner portal'],
        icon: 'briefcase',
      },
      {
        title: 'Integration partners',
        description: 'Set the app up for teams and look after their rollout.',
        benefits: ['Deployment guides', 'Priority support', 'Listing in our partner directory'],
        icon: 'layers',
      },
    ],
  },
  decorators: [
    (Story) => (
      <Section>
        <Container size={4}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof PartnerTypes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Three ways to work with us' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Technology partners',
      'Reseller partners',
      'Integration partners',
    ]);
    await expect(canvas.getByText('Partner pricing')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
