import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { PressContact } from '.';

const meta = {
  title: 'Press/PressContact',
  component: PressContact,
  args: {
    title: 'Press contact',
    description: 'Interviews, quotes and review copies.',
    contact: {
      name: 'Mara Lindqvist',
      role: 'Head of Communications',
      email: 'press@example.com',
      phone: '+49 30 1234 5678',
    },
    replyTime: 'We reply within 24 hours.',
  },
  decorators: [
    (Story) => (
      <Section>
        <Container size={1}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof PressContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Press contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'press@example.com' })).toHaveAttribute(
      'href',
      'mailto:press@example.com',
    );
    await expect(canvas.getByRole('link', { name: '+49 30 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+493012345678',
    );
    await expect(canvas.getByText('We reply within 24 hours.')).toBeVisible();
  },
};

export const EmailOnly: Story = {
  name: 'Email only',
  args: {
    contact: { name: 'Press desk', email: 'press@example.com' },
    replyTime: undefined,
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByText('Phone')).toBeNull();
  },
};
