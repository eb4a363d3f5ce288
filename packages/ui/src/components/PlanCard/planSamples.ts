// Sample content for the pricing stories (not exported by the package): the price table DESIGN.md
// settles, and the plan names. A site passes its own content.
import type { PlanPrices } from '../Pricing';
import type { PlanCardProps } from './PlanCard';

export const samplePrices = {
  basic: { monthlyCents: 0, yearlyCents: 0 },
  pro: { monthlyCents: 399, yearlyCents: 3999 },
  enterprise: { monthlyCents: 799, yearlyCents: 7999 },
} satisfies Record<string, PlanPrices>;

type SamplePlan = Pick<PlanCardProps, 'title' | 'icon' | 'description' | 'prices' | 'items'> & {
  id: keyof typeof samplePrices;
  actionLabel: string;
};

export const samplePlans: SamplePlan[] = [
  {
    id: 'basic',
    title: 'Basic',
    icon: 'clipboard',
    description: 'Everything you need to start keeping your clipboard history on one Mac.',
    prices: samplePrices.basic,
    items: [
      { label: 'Up to 100 items in history' },
      { label: '7-day history retention' },
      { label: 'Single device' },
      { label: 'AI organization', isIncluded: false },
      { label: 'Password protection', isIncluded: false },
      { label: 'Priority support', isIncluded: false },
    ],
    actionLabel: 'Download App',
  },
  {
    id: 'pro',
    title: 'Pro',
    icon: 'zap',
    description: 'For power users who want unlimited history and their clips on every device.',
    prices: samplePrices.pro,
    items: [
      { label: 'Unlimited history items', isHighlighted: true },
      { label: '30-day history retention' },
      { label: 'Optional encrypted device sync', isHighlighted: true },
      { label: 'AI organization' },
      { label: 'Password protection' },
      { label: 'Priority support' },
      { label: 'Team management', isIncluded: false },
    ],
    actionLabel: 'Get Started',
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    icon: 'briefcase',
    description: 'For teams that need advanced rules, custom privacy controls and a direct line to us.',
    prices: samplePrices.enterprise,
    items: [
      { label: 'Everything in Pro' },
      { label: 'Unlimited history retention', isHighlighted: true },
      { label: 'Advanced custom rules' },
      { label: 'Team management', isHighlighted: true },
      { label: 'Custom API' },
      { label: 'Dedicated account manager' },
    ],
    actionLabel: 'Get Started',
  },
];

export function samplePlan(id: SamplePlan['id']): SamplePlan {
  return samplePlans.find((plan) => plan.id === id)!;
}
