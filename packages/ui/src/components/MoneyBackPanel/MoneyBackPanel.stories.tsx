import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Container, Section } from '../Layout';
import { MoneyBackPanel } from './MoneyBackPanel';

const meta = {
  title: 'Pricing/MoneyBackPanel',
  component: MoneyBackPanel,
  args: {
    title: '30-day money-back guarantee',
    description:
      'Try Pro or Enterprise risk-free. If the app is not for you, ask for a refund within 30 days of your purchase — no questions asked.',
  },
  argTypes: { action: { control: false }, icon: { control: false } },
  render: (args) => (
    <Section>
      <Container size={3}>
        <MoneyBackPanel {...args} />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof MoneyBackPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: '30-day money-back guarantee' });
    await expect(within(panel).getByRole('heading', { level: 2 })).toBeVisible();
    // Icon beside the text on a desktop.
    const icon = panel.querySelector('svg')!.getBoundingClientRect();
    const heading = within(panel).getByRole('heading').getBoundingClientRect();
    await expect(icon.right).toBeLessThan(heading.left);
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <ButtonLink href="#refund-policy" variant="soft">
        Refund policy
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '#refund-policy',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: WithAction.args,
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region');
    // On a phone too the icon sits beside left-aligned text, and the action wraps below both.
    const icon = panel.querySelector('svg')!.getBoundingClientRect();
    const headingElement = within(panel).getByRole('heading');
    const heading = headingElement.getBoundingClientRect();
    await expect(icon.right).toBeLessThanOrEqual(heading.left);
    await expect(icon.top).toBeLessThan(heading.bottom);
    await expect(getComputedStyle(headingElement).textAlign).toBe('start');
    const action = within(panel).getByRole('link').getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(heading.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An app's own icon element in place of the shield. */
export const OwnIcon: Story = {
  args: {
    title: 'Cancel any time',
    description: 'Stop your subscription from the account page; you keep Pro until the period ends.',
    icon: (
      <svg data-testid="own-icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 12.5l2.5 2.5L16 9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Cancel any time' });
    await expect(within(panel).getByTestId('own-icon')).toBeVisible();
  },
};
