import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BillingPeriodScope, BillingPeriodSwitch } from '../BillingPeriodSwitch';
import { Button } from '../Button';
import { Container } from '../Layout';
import { PlanCard } from '../PlanCard';
import { samplePlans } from '../PlanCard/planSamples';
import { maxSavingPercent, type BillingPeriod } from '../Pricing';
import { PlanGrid } from './PlanGrid';

/**
 * The pricing section as a site would assemble it: the switch drives every card's period — through
 * React state, or (`withoutState`) through CSS alone, as a prerendered page that never hydrates.
 */
function PricingExample({ withoutState = false }: { withoutState?: boolean }) {
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  const bestSaving = maxSavingPercent(samplePlans.map((plan) => plan.prices));
  const section = (
    <Container style={{ paddingBlock: 32 }}>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 32 }}>
        {withoutState ? (
          <BillingPeriodSwitch savingPercent={bestSaving} />
        ) : (
          <BillingPeriodSwitch value={period} onChange={setPeriod} savingPercent={bestSaving} />
        )}
      </div>
      <PlanGrid aria-label="Plans">
        {samplePlans.map(({ id, actionLabel, ...plan }) => (
          <PlanCard
            key={id}
            {...plan}
            period={withoutState ? 'switch' : period}
            isHighlighted={id === 'pro'}
            action={
              <Button isFullWidth variant={id === 'pro' ? 'solid' : 'soft'}>
                {actionLabel}
              </Button>
            }
          />
        ))}
      </PlanGrid>
    </Container>
  );
  return withoutState ? <BillingPeriodScope>{section}</BillingPeriodScope> : section;
}

const meta = {
  title: 'Pricing/PlanGrid',
  component: PlanGrid,
  args: { children: null },
  render: () => <PricingExample />,
} satisfies Meta<typeof PlanGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const heights = (cards: HTMLElement[]) =>
  cards.map((card) => Math.round(card.getBoundingClientRect().height));

/** The cards by plan name (each card is an article named by its heading). */
function cardsByName(canvasElement: HTMLElement) {
  const articles = within(canvasElement).getAllByRole('article');
  return {
    articles,
    card: (name: string) => {
      const article = articles.find((a) => a.querySelector('h3')?.textContent === name);
      if (!article) throw new Error(`No card named ${name}`);
      return within(article);
    },
  };
}

export const WithBillingSwitch: Story = {
  name: 'Full grid with the billing switch',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { articles, card } = cardsByName(canvasElement);
    await expect(articles[1]).toHaveAccessibleName('Pro');

    // Annual by default: yearly prices, savings and per-month equivalents.
    const [monthlyRadio, annualRadio] = canvas.getAllByRole('radio');
    await expect(annualRadio).toHaveAccessibleName('Annual Save up to 17%');
    await expect(annualRadio).toBeChecked();
    await expect(card('Basic').getByText('$0')).toBeInTheDocument();
    await expect(card('Basic').queryByText(/^Save/)).toBeNull();
    await expect(card('Pro').getByText('$39.99')).toBeInTheDocument();
    await expect(card('Pro').getByText('Save $7.89')).toBeInTheDocument();
    await expect(card('Pro').getByText('$3.33/month, billed annually')).toBeInTheDocument();
    await expect(card('Enterprise').getByText('$79.99')).toBeInTheDocument();
    await expect(card('Enterprise').getByText('Save $15.89')).toBeInTheDocument();
    await expect(card('Enterprise').getByText('$6.67/month, billed annually')).toBeInTheDocument();

    // Three equal columns of equal height on desktop.
    await expect(new Set(articles.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(1);
    await expect(new Set(heights(articles)).size).toBe(1);

    // Monthly by mouse: monthly prices, no badges, no equivalents.
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(monthlyRadio).toBeChecked();
    await expect(card('Pro').getByText('$3.99')).toBeInTheDocument();
    await expect(card('Pro').getByText('/month')).toBeInTheDocument();
    await expect(card('Enterprise').getByText('$7.99')).toBeInTheDocument();
    await expect(canvas.queryAllByText(/^Save \$/)).toHaveLength(0);
    await expect(canvas.queryAllByText(/billed annually/)).toHaveLength(0);

    // Back to annual by keyboard.
    await userEvent.keyboard('{ArrowRight}');
    await expect(annualRadio).toBeChecked();
    await expect(card('Pro').getByText('Save $7.89')).toBeInTheDocument();
    await expect(card('Enterprise').getByText('/year')).toBeInTheDocument();
  },
};

export const FollowingTheSwitchWithoutState: Story = {
  name: 'Following the switch without a script (prerendered)',
  render: () => <PricingExample withoutState />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { articles, card } = cardsByName(canvasElement);
    // Each card holds both periods' prices; only the chosen one is shown (and read).
    await expect(card('Pro').getByText('$39.99')).toBeVisible();
    await expect(card('Pro').getByText('Save $7.89')).toBeVisible();
    await expect(card('Pro').getByText('$3.99')).not.toBeVisible();
    await expect(new Set(heights(articles)).size).toBe(1);

    await userEvent.click(canvas.getByText('Monthly'));
    await expect(card('Pro').getByText('$3.99')).toBeVisible();
    await expect(card('Pro').getByText('/month')).toBeVisible();
    await expect(card('Pro').getByText('$39.99')).not.toBeVisible();
    await expect(card('Pro').getByText('Save $7.89')).not.toBeVisible();
    await expect(card('Enterprise').getByText('$7.99')).toBeVisible();
    await expect(new Set(heights(articles)).size).toBe(1);

    await userEvent.keyboard('{ArrowRight}');
    await expect(card('Enterprise').getByText('$79.99')).toBeVisible();
    await expect(card('Enterprise').getByText('$7.99')).not.toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { articles: cards } = cardsByName(canvasElement);
    // One column: the cards sit one above the other, the same width.
    const lefts = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    const [first, second] = cards.map((c) => c.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(within(cards[1]!).getByText('$3.99')).toBeInTheDocument();
  },
};
