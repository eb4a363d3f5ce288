import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxSavingPercent, type BillingPeriod } from '../Pricing';
import { BillingPeriodSwitch, type BillingPeriodSwitchProps } from './BillingPeriodSwitch';

// Sample plans from the price table: Basic $0; Pro $3.99/$39.99; Enterprise $7.99/$79.99.
const bestSaving = maxSavingPercent([
  { monthlyCents: 0, yearlyCents: 0 },
  { monthlyCents: 399, yearlyCents: 3999 },
  { monthlyCents: 799, yearlyCents: 7999 },
]);

const meta = {
  title: 'Pricing/BillingPeriodSwitch',
  component: BillingPeriodSwitch,
  parameters: { layout: 'centered' },
  args: { onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: [undefined, 'monthly', 'annual'] },
    defaultValue: { control: 'inline-radio', options: ['monthly', 'annual'] },
  },
} satisfies Meta<typeof BillingPeriodSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnualByDefault: Story = {
  name: 'Annual (default)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    const annual = canvas.getByRole('radio', { name: 'Annual' });
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    await expect(annual).toBeChecked();
    // Switch by mouse.
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(monthly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.click(canvas.getByText('Annual'));
    await expect(annual).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('annual');
  },
};

export const Monthly: Story = {
  name: 'Monthly',
  args: { defaultValue: 'monthly' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    await expect(monthly).toBeChecked();
    // Switch by keyboard: Tab lands on the chosen option, arrow keys change the choice.
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    // The segment shows the keyboard focus of its native radio.
    await expect(monthly.closest('label')!.matches(':has(> input:focus-visible)')).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('annual');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(monthly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
  },
};

function ControlledExample(props: BillingPeriodSwitchProps) {
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: 16 }}>
      <BillingPeriodSwitch
        {...props}
        value={period}
        onChange={(next) => {
          setPeriod(next);
          props.onChange?.(next);
        }}
      />
      <output aria-live="polite">Prices shown: {period}</output>
    </div>
  );
}

export const Controlled: Story = {
  name: 'Controlled by the parent',
  render: (args) => <ControlledExample {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Prices shown: annual');
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Prices shown: monthly');
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Prices shown: annual');
  },
};

export const ControlledIgnoresClicksUntilParentAgrees: Story = {
  name: 'Controlled, parent keeps annual',
  args: { value: 'annual' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Monthly'));
    // The parent is asked, but owns the state: nothing changes until it passes a new `value`.
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toBeChecked();
  },
};

export const WithSavingsHint: Story = {
  name: 'With savings hint',
  args: { savingPercent: bestSaving },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The hint is part of the annual option's name, so it is read with the choice.
    const annual = canvas.getByRole('radio', { name: 'Annual Save up to 17%' });
    await expect(annual).toBeChecked();
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(annual).not.toBeChecked();
  },
};

export const WithVisibleLabel: Story = {
  name: 'With a visible label, relabelled',
  args: {
    showTitle: true,
    savingPercent: bestSaving,
    labels: {
      title: 'Abrechnung',
      monthly: 'Monatlich',
      annual: 'Jährlich',
      savingsHint: (percent) => `Bis zu ${percent} % sparen`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Abrechnung' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Jährlich Bis zu 17 % sparen' })).toBeChecked();
  },
};

export const OnPhone: Story = {
  name: 'Phone',
  args: { savingPercent: bestSaving },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    // Both options and the hint fit on one line at 390 px.
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    const [monthly, annual] = within(canvasElement).getAllByRole('radio');
    await expect(monthly!.closest('label')!.getBoundingClientRect().top).toBe(
      annual!.closest('label')!.getBoundingClientRect().top,
    );
  },
};
