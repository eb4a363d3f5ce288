import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PlanCard } from './PlanCard';
import { samplePlan } from './planSamples';

const { actionLabel: proAction, ...pro } = samplePlan('pro');
const { actionLabel: basicAction, ...basic } = samplePlan('basic');

const meta = {
  title: 'Pricing/PlanCard',
  component: PlanCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, margin: '24px auto' }}>
        <Story />
      </div>
    ),
  ],
  args: { ...pro, period: 'annual' },
  argTypes: {
    period: { control: 'inline-radio', options: ['monthly', 'annual'] },
    action: { control: false },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = fn();

export const FreePlan: Story = {
  name: 'Free plan',
  args: {
    ...basic,
    period: 'annual',
    action: (
      <Button variant="soft" isFullWidth onPress={press}>
        {basicAction}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Basic' });
    const inCard = within(card);
    await expect(inCard.getByText('$0')).toBeInTheDocument();
    // Free in every period: no '/year' after the $0, but a unit and a line as the paid cards have.
    await expect(inCard.queryByText('/year')).toBeNull();
    await expect(inCard.getByText('$0').closest('p')).toHaveTextContent('$0 forever');
    await expect(inCard.getByText('No card needed')).toBeVisible();
    // Free saves nothing: no badge, no per-month line.
    await expect(inCard.queryByText(/^Save/)).toBeNull();
    await expect(inCard.queryByText(/billed annually/)).toBeNull();
    // Missing features are announced as missing.
    await expect(inCard.getByText('AI organization').closest('li')).toHaveTextContent(
      'Not included: AI organization',
    );
    await userEvent.click(inCard.getByRole('button', { name: 'Download App' }));
    await expect(press).toHaveBeenCalled();
  },
};

export const PaidMonthly: Story = {
  name: 'Paid, billed monthly',
  args: { period: 'monthly', action: <Button isFullWidth>{proAction}</Button> },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Pro' }));
    await expect(card.getByText('$3.99')).toBeInTheDocument();
    await expect(card.getByText('/month')).toBeInTheDocument();
    await expect(card.queryByText(/^Save/)).toBeNull();
    await expect(card.queryByText(/billed annually/)).toBeNull();
  },
};

export const PaidYearly: Story = {
  name: 'Paid, billed annually',
  args: { period: 'annual', action: <Button isFullWidth>{proAction}</Button> },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Pro' }));
    await expect(card.getByText('$39.99')).toBeInTheDocument();
    await expect(card.getByText('/year')).toBeInTheDocument();
    // 12 × $3.99 − $39.99 = $7.89; $39.99 / 12 = $3.33 (nearest cent).
    await expect(card.getByText('Save $7.89')).toBeInTheDocument();
    await expect(card.getByText('$3.33/month, billed annually')).toBeInTheDocument();
    await expect(card.getByText('Team management').closest('li')).toHaveTextContent(
      'Not included: Team management',
    );
  },
};

export const Highlighted: Story = {
  name: 'Highlighted (most popular)',
  args: {
    isHighlighted: true,
    action: <Button isFullWidth>{proAction}</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Pro' });
    await expect(within(card).getByText('Most popular')).toBeVisible();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
  },
};

export const CustomWording: Story = {
  name: 'Custom wording and currency',
  args: {
    title: 'Pro',
    period: 'annual',
    currency: 'EUR',
    locale: 'de-DE',
    isHighlighted: true,
    labels: {
      highlight: 'Beliebteste Wahl',
      monthlySuffix: ' / Monat',
      annualSuffix: ' / Jahr',
      saving: (saving) => `${saving.percent} % sparen`,
      monthlyEquivalent: (amount) => `${amount} pro Monat bei jährlicher Zahlung`,
      notIncluded: 'Nicht enthalten:',
    },
    items: [{ label: 'Geräte-Sync' }, { label: 'Teamverwaltung', isIncluded: false }],
    action: <Button isFullWidth>Loslegen</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Pro' }));
    await expect(card.getByText('39,99 €')).toBeInTheDocument();
    await expect(card.getByText('/ Jahr')).toBeInTheDocument();
    await expect(card.getByText('Beliebteste Wahl')).toBeVisible();
    await expect(card.getByText('16 % sparen')).toBeInTheDocument();
    await expect(card.getByText('3,33 € pro Monat bei jährlicher Zahlung')).toBeInTheDocument();
    await expect(card.getByText('Teamverwaltung').closest('li')).toHaveTextContent(
      'Nicht enthalten: Teamverwaltung',
    );
  },
};

export const Phone: Story = {
  name: 'Phone',
  args: { isHighlighted: true, action: <Button isFullWidth>{proAction}</Button> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Pro' });
    // Nothing overflows the card at 390 px.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText('Save $7.89')).toBeVisible();
  },
};

export const OwnIcon: Story = {
  name: 'With an icon element of the app',
  args: {
    icon: (
      <svg data-testid="own-icon" viewBox="0 0 20 20" width={20} height={20} aria-hidden="true">
        <circle cx="10" cy="10" r="8" fill="currentColor" />
      </svg>
    ),
    action: <Button isFullWidth>{proAction}</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Pro' });
    await expect(within(card).getByTestId('own-icon')).toBeVisible();
  },
};
