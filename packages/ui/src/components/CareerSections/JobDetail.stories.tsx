import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Container, Section } from '../Layout';
import { JobDetail } from '.';

const meta = {
  title: 'Careers/JobDetail',
  component: JobDetail,
  args: {
    job: {
      department: 'Engineering',
      location: 'Remote (EU)',
      type: 'Full-time',
      tags: ['Swift', 'AppKit', 'SQLite'],
    },
    summary: (
      <>
        <p>
          You will work on the heart of the app: the clipboard engine, the encrypted local database and the
          menu bar experience people use a hundred times a day.
        </p>
        <p>You will join a team of four engineers and report to the CTO.</p>
      </>
    ),
    responsibilities: [
      'Design and build features in Swift and AppKit, from idea to release.',
      'Keep the app fast: search under 50 ms on a history of 100,000 clips.',
      'Review code and write down decisions for the team.',
    ],
    requirements: [
      'Five or more years building Mac or iOS apps.',
      'A feel for performance, memory and energy use.',
      'Clear written English.',
    ],
    benefits: ['30 days off', 'A MacBook Pro and a budget for your desk', '€1,500 a year for learning'],
    action: (
      <ButtonLink href="mailto:jobs@example.com?subject=Senior%20macOS%20Engineer" icon="mail">
        Apply for this role
      </ButtonLink>
    ),
    actionDescription: 'We answer every application within a week.',
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
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One h2 at the section size, the parts of the role under it; the facts box is a named group.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About the Role',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'What You Will Do',
      'What You Bring',
      'What We Offer',
    ]);
    await expect(canvas.getByRole('group', { name: 'At a Glance' })).toBeVisible();
    // The action twice: in the box beside the text, and again after the last section.
    const applies = canvas.getAllByRole('link', { name: 'Apply for this role' });
    await expect(applies).toHaveLength(2);
    for (const apply of applies) {
      await expect(apply).toHaveAttribute(
        'href',
        'mailto:jobs@example.com?subject=Senior%20macOS%20Engineer',
      );
    }
    const lastHeading = canvas.getByRole('heading', { name: 'What We Offer' });
    await expect(
      lastHeading.compareDocumentPosition(applies[1]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The same button, the same size, with its line under it.
    await expect(applies[1]!.className).toBe(applies[0]!.className);
    await expect(applies[1]!.getBoundingClientRect().height).toBe(applies[0]!.getBoundingClientRect().height);
    await expect(canvas.getAllByText('We answer every application within a week.')).toHaveLength(2);
    await expect(canvas.getByText('Remote (EU)')).toBeVisible();
  },
};

export const WithoutClosingAction: Story = {
  name: 'Without closing action',
  args: { hasClosingAction: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Apply for this role' })).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const [top, end] = within(canvasElement).getAllByRole('link', { name: 'Apply for this role' });
    await expect(top).toBeVisible();
    // At the end of the text too: the same height, across the column as a phone's buttons are.
    await expect(end).toBeVisible();
    await expect(end!.getBoundingClientRect().height).toBe(top!.getBoundingClientRect().height);
    await expect(end!.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      top!.getBoundingClientRect().width,
    );
  },
};
