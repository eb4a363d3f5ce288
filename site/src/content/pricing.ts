/**
 * THE price table. Every price the site shows is computed from these integer cents (the shape of
 * @clipnest/ui's `PlanPrices`); no other file writes a price.
 */
import { productName } from './productName';
import type { IconName } from './types';
import { siteLocale } from './locale';

/** One plan's prices in integer cents — the shape of @clipnest/ui's `PlanPrices`. */
export interface PlanPrices {
  monthlyCents: number;
  yearlyCents: number;
}

export type PlanId = 'basic' | 'pro' | 'enterprise';

/** One line of a plan card (text, included, highlight) — the shape of @clipnest/ui's `PlanFeature`. */
export interface PlanFeature {
  label: string;
  isIncluded: boolean;
  /** What sets this plan apart: drawn bold with an accent tick. */
  isHighlighted: boolean;
}

/** What a plan card's button does; the page decides the target. */
export interface PlanAction {
  label: string;
  /**
   * 'download' opens the download flow (the auth modal for signed-out visitors). 'get-started' does
   * the same for now: there is no web checkout, paid plans are upgraded inside the app.
   */
  kind: 'download' | 'get-started';
}

/** A plan as the pricing page shows it (with the price as numbers). */
export interface Plan {
  id: PlanId;
  name: string;
  /** Prices in integer cents, USD. Basic is 0/0. */
  prices: PlanPrices;
  description: string;
  icon: IconName;
  /** The recommended plan, shown emphasized (the badge text is `pricingPage.planCard.highlight`). */
  isHighlighted: boolean;
  features: readonly PlanFeature[];
  action: PlanAction;
}

export const currency = 'USD';
export const locale = siteLocale;

const f = (label: string, isIncluded = true, isHighlighted = false): PlanFeature => ({
  label,
  isIncluded,
  isHighlighted,
});

export const plans: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    prices: { monthlyCents: 0, yearlyCents: 0 },
    description: `Everything you need to try ${productName} on one Mac. Free for as long as you like.`,
    icon: 'clipboard',
    isHighlighted: false,
    features: [
      f('Your last 100 clips'),
      f('Each clip kept for 7 days'),
      f('Text, rich text, images, files and links'),
      f('Instant search and the timeline'),
      f('Encrypted local storage'),
      f('Encrypted sync between your Macs', false),
      f('On-device AI organization', false),
      f('Custom rules', false),
    ],
    action: { label: 'Download App', kind: 'download' },
  },
  {
    id: 'pro',
    name: 'Pro',
    prices: { monthlyCents: 399, yearlyCents: 3999 },
    description: 'For people who live in their clipboard: no limit on clips, and optional sync.',
    icon: 'zap',
    isHighlighted: true,
    features: [
      f('No limit on the number of clips', true, true),
      f('Each clip kept for 30 days'),
      f('Optional end-to-end-encrypted sync between your Macs', true, true),
      f('On-device AI organization'),
      f('Up to 10 custom rules'),
      f('Password-protected history'),
      f('Advanced privacy controls'),
      f('Usage insights, computed on your Mac'),
      f('Priority support'),
    ],
    action: { label: 'Get Started', kind: 'get-started' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    prices: { monthlyCents: 799, yearlyCents: 7999 },
    description: 'For teams that need managed policies, unlimited retention and a named contact.',
    icon: 'briefcase',
    isHighlighted: false,
    features: [
      f('Everything in Pro'),
      f('Clips kept until you delete them', true, true),
      f('Advanced rules with patterns and per-app scopes'),
      f('Hardware-bound encryption keys'),
      f('Custom privacy policies via configuration profiles'),
      f('Team management', true, true),
      f('Custom API'),
      f('Dedicated account manager'),
    ],
    action: { label: 'Get Started', kind: 'get-started' },
  },
];

export const planById = (id: PlanId): Plan => {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
};

/** `$3.99` from 399 — integer arithmetic, for copy that names a price (FAQ, meta descriptions). */
export function usd(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${whole}.${String(rest).padStart(2, '0')}`;
}

/** The cheapest paid monthly price: what "plans start at" quotes. */
export const startingMonthlyCents = Math.min(
  ...plans.filter((p) => p.prices.monthlyCents > 0).map((p) => p.prices.monthlyCents),
);

/** "$3.99/month", computed from the table. */
export const startingPriceText = `${usd(startingMonthlyCents)}/month`;

/**
 * The cheapest paid yearly price per month, to the nearest cent (halves up) as the plan cards
 * round it (@clipnest/ui's `monthlyEquivalentCents`; pricing.test.ts holds them together): 333.
 */
export const startingYearlyPerMonthCents = Math.min(
  ...plans.filter((p) => p.prices.yearlyCents > 0).map((p) => Math.round(p.prices.yearlyCents / 12)),
);

/** "$3.33/month": what the annual view's cheapest card shows under its yearly price. */
export const startingYearlyPerMonthText = `${usd(startingYearlyPerMonthCents)}/month`;
