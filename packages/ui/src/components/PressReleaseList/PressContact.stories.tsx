import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Columns, Container, Section } from '../Layout';
import { SubscribeForm } from '../SubscribeForm';
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

/**
 * On /press the contact sits beside the press updates box: one card look (surface, padding, icon
 * tile above the title), one height per row.
 */
export const BesideSubscribeBox: Story = {
  name: 'Beside the subscribe box',
  args: { description: undefined },
  decorators: [
    (Story) => (
      <Columns>
        <Story />
        <SubscribeForm
          variant="surface"
          icon="newspaper"
          title="Press updates"
          description="Releases and announcements, before they go on the blog."
          onSubmit={() => Promise.resolve({ ok: true })}
        />
      </Columns>
    ),
  ],
  play: async ({ canvasElement }) => {
    const contact = within(canvasElement).getByRole('region', { name: 'Press contact' });
    const box = within(canvasElement).getByRole('form', { name: 'Press updates' });
    const [a, b] = [contact, box].map((card) => getComputedStyle(card));
    for (const property of [
      'padding',
      'borderRadius',
      'borderTopWidth',
      'backgroundColor',
      'boxShadow',
    ] as const) {
      await expect(a![property]).toBe(b![property]);
    }
    const tiles = [contact, box].map((card) =>
      card.querySelector('svg')!.parentElement!.getBoundingClientRect(),
    );
    await expect(tiles[0]!.width).toBe(tiles[1]!.width);
    await expect(tiles[0]!.top).toBe(tiles[1]!.top);
    // Side by side from `md`: the row is one height.
    if (contact.getBoundingClientRect().top === box.getBoundingClientRect().top) {
      await expect(contact.getBoundingClientRect().height).toBe(box.getBoundingClientRect().height);
    }
  },
};
