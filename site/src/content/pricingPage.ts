/** The pricing page's comparison table and copy; every price comes from the table in ./pricing. */
import {
  planById,
  startingPriceText,
  startingYearlyPerMonthText,
  usd,
  type Plan,
  type PlanId,
} from './pricing';
import { emails, productName } from './product';
import type { Href, IconName, RichText } from './types';

/** A cell of the comparison table: a yes/no, or a short text. */
export type ComparisonValue = boolean | string;

/** One row (name, description, and values per plan) — @clipnest/ui's `ComparisonRow`. */
export interface ComparisonRowContent {
  id: string;
  title: string;
  description: string;
  values: Record<PlanId, ComparisonValue>;
}

/** A group of rows under an optional heading (its `category`) — @clipnest/ui's `ComparisonGroup`. */
export interface ComparisonGroupContent {
  id: string;
  title?: string;
  rows: readonly ComparisonRowContent[];
}

/** Every row of the plan-limits table (DESIGN.md, pricing). */
export const comparisonGroups: readonly ComparisonGroupContent[] = [
  {
    id: 'history',
    title: 'History',
    rows: [
      {
        id: 'history-size',
        title: 'Maximum history size',
        description: 'How many clips are kept. Pinned items never count against the limit.',
        values: { basic: '100 items', pro: 'Unlimited', enterprise: 'Unlimited' },
      },
      {
        id: 'history-retention',
        title: 'History retention',
        description: 'How long a clip stays before it is cleared automatically.',
        values: { basic: '7 days', pro: '30 days', enterprise: 'Unlimited' },
      },
    ],
  },
  {
    id: 'organization',
    title: 'Sync and organization',
    rows: [
      {
        id: 'device-sync',
        title: 'Device sync',
        description: 'Optional, end-to-end-encrypted sync between your own Macs. Off until you turn it on.',
        values: { basic: false, pro: true, enterprise: true },
      },
      {
        id: 'ai-organization',
        title: 'AI organization',
        description: 'Clips sorted into collections by an on-device model. Nothing is sent anywhere.',
        values: { basic: false, pro: true, enterprise: true },
      },
      {
        id: 'custom-rules',
        title: 'Custom rules',
        description: 'Ignore apps, clean up links, expire sensitive clips — automatically.',
        values: { basic: false, pro: 'Limited', enterprise: 'Advanced' },
      },
    ],
  },
  {
    id: 'security',
    title: 'Security and privacy',
    rows: [
      {
        id: 'encryption',
        title: 'Encryption',
        description:
          'How your history is encrypted at rest on your Mac. Enterprise binds the key to the Mac’s hardware.',
        values: { basic: 'AES-256', pro: 'AES-256', enterprise: 'AES-256 + hardware key' },
      },
      {
        id: 'password-protection',
        title: 'Password protection',
        description: 'Lock history behind Touch ID or your account password.',
        values: { basic: false, pro: true, enterprise: true },
      },
      {
        id: 'privacy-controls',
        title: 'Privacy controls',
        description: 'Excluded apps, concealed items, auto-clear and per-type storage.',
        values: { basic: 'Basic', pro: 'Advanced', enterprise: 'Custom' },
      },
    ],
  },
  {
    id: 'support',
    title: 'Support and insights',
    rows: [
      {
        id: 'priority-support',
        title: 'Priority support',
        description: 'Replies from the people who build the app, within one business day.',
        values: { basic: false, pro: true, enterprise: true },
      },
      {
        id: 'advanced-analytics',
        title: 'Advanced analytics',
        description: 'Which apps and clip types you use most — computed on your Mac, never uploaded.',
        values: { basic: false, pro: true, enterprise: true },
      },
    ],
  },
  {
    id: 'teams',
    title: 'Teams',
    rows: [
      {
        id: 'team-management',
        title: 'Team management',
        description: 'Seats, invitations and managed settings from one admin view.',
        values: { basic: false, pro: false, enterprise: true },
      },
      {
        id: 'custom-api',
        title: 'Custom API',
        description: 'Read and write history from your own scripts and tools through a local API.',
        values: { basic: false, pro: false, enterprise: true },
      },
      {
        id: 'account-manager',
        title: 'Dedicated account manager',
        description: 'One named person for onboarding, rollout and renewals.',
        values: { basic: false, pro: false, enterprise: true },
      },
    ],
  },
];

/** A question of the pricing FAQ — the shape of @clipnest/ui's `FaqItem`. */
export interface PricingFaqItem {
  id: string;
  question: string;
  /** Plain text: the FAQ search looks inside it. */
  answer: string;
  category: string;
}

/** The saving a plan card's badge names (the fields of @clipnest/ui's `PlanSaving` that the copy uses). */
export interface SavingFigures {
  /** The saving, formatted, e.g. '$7.89'. */
  amount: string;
  /** The saving in whole per cent of twelve monthly payments, e.g. 16. */
  percent: number;
}

export interface PricingPageContent {
  eyebrow: string;
  heading: string;
  description: string;
  /** The labels of @clipnest/ui's `BillingPeriodSwitch`. */
  billing: {
    title: string;
    monthly: string;
    annual: string;
    /** Badge on the Annual option with the best real saving in per cent, computed from the table. */
    savingsHint: (percent: number) => string;
  };
  /** The labels of @clipnest/ui's `PlanCard`. */
  planCard: {
    /** The badge of the recommended plan. */
    highlight: string;
    /** Read before a feature the plan lacks. */
    notIncluded: string;
    monthlySuffix: string;
    annualSuffix: string;
    /** The badge of an annual price: the real saving against twelve monthly payments. */
    saving: (saving: SavingFigures) => string;
    /** Under an annual price: what it comes to per month. */
    monthlyEquivalent: (amount: string, monthlySuffix: string) => string;
    /** After a free plan's price in both periods ('$0 forever'), never '$0/year'. */
    freeSuffix: string;
    /** Under a free plan's price, where paid plans give their per-month cost. */
    freeNote: string;
  };
  /** The Basic column of the comparison table, which has no price to show. */
  freeLabel: string;
  comparison: {
    eyebrow: string;
    heading: string;
    description: string;
    /** The table's caption, read by screen readers (the heading above names it visibly). */
    caption: string;
    /** The labels of @clipnest/ui's `ComparisonTable`. */
    labels: { featureColumn: string; included: string; notIncluded: string; choosePlan: string };
  };
  moneyBack: { title: string; text: string; icon: IconName };
  faq: { eyebrow: string; heading: string; description: string; items: readonly PricingFaqItem[] };
  /** The page's meta description, for search results and link previews. */
  metaDescription: string;
  contactLink: { label: string; href: Href };
  /** The small print under the plan cards. */
  localFirstNote: RichText;
}

const basic = planById('basic');
const pro = planById('pro');
const enterprise = planById('enterprise');

/** "$3.99/month or $39.99/year", from the table. */
const bothPrices = (plan: Plan) =>
  `${usd(plan.prices.monthlyCents)}/month or ${usd(plan.prices.yearlyCents)}/year`;

export const pricingPage: PricingPageContent = {
  eyebrow: 'Pricing',
  heading: 'Transparent Pricing',
  description: `Start free. Upgrade when your clipboard outgrows 100 items. Every plan keeps your history on your Mac — sync is optional and end-to-end encrypted.`,
  billing: {
    title: 'Billing period',
    monthly: 'Monthly',
    annual: 'Annual',
    savingsHint: (percent) => `Save up to ${percent}%`,
  },
  planCard: {
    highlight: 'Most popular',
    notIncluded: 'Not included:',
    monthlySuffix: '/month',
    annualSuffix: '/year',
    saving: ({ amount, percent }) => `Save ${amount} (${percent}%)`,
    monthlyEquivalent: (amount, monthlySuffix) => `${amount}${monthlySuffix}, billed yearly`,
    freeSuffix: ' forever',
    freeNote: 'No card needed',
  },
  freeLabel: 'Free forever',
  comparison: {
    eyebrow: 'Plan limits',
    heading: 'Compare Plans',
    description: 'Every limit of every plan, side by side.',
    caption: `${productName} plans compared`,
    labels: {
      featureColumn: 'Feature',
      included: 'Included',
      notIncluded: 'Not included',
      choosePlan: 'Plan',
    },
  },
  moneyBack: {
    title: '30-Day Money-Back Guarantee',
    text: `Try ${pro.name} or ${enterprise.name} for 30 days. If ${productName} isn’t for you, email us within 30 days of your first payment and we refund it in full — no questions, no forms.`,
    icon: 'shield',
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Pricing Questions',
    description: 'Billing, refunds and renewals in plain words.',
    items: [
      {
        id: 'cost',
        category: 'Pricing',
        question: `How much does ${productName} cost?`,
        answer: `${basic.name} is free with no time limit. Paid plans start at ${startingPriceText}: ${pro.name} is ${bothPrices(pro)}, ${enterprise.name} is ${bothPrices(enterprise)}. Paying yearly costs less than twelve monthly payments. Prices are in US dollars, plus VAT where it applies.`,
      },
      {
        id: 'change-plan',
        category: 'Pricing',
        question: 'Can I switch plans later?',
        answer:
          'Yes, at any time. Upgrades apply immediately and you pay only the prorated difference for the rest of your billing period. Downgrades take effect at the next renewal, and the unused amount is credited to your account.',
      },
      {
        id: 'refund',
        category: 'Pricing',
        question: 'What if it isn’t right for me?',
        answer: `Every paid plan comes with a 30-day money-back guarantee. Email ${emails.billing} within 30 days of your first payment and we refund the full amount, usually within five business days.`,
      },
      {
        id: 'renewal',
        category: 'Pricing',
        question: 'Do plans renew automatically, and what happens when I cancel?',
        answer: `Yes: monthly plans renew every month and annual plans every year, until you cancel. We email you a reminder seven days before an annual renewal, and tell you at least 30 days in advance if a price ever changes. When you cancel, you keep every paid feature until the end of the period you paid for; then your account moves to ${basic.name}. Your history stays on your Mac either way — canceling never deletes a clip.`,
      },
    ],
  },
  metaDescription: `Basic is free forever. Pro and Enterprise start at ${startingPriceText}, with annual savings, proration and a 30-day money-back guarantee.`,
  contactLink: { label: 'Have more questions? Contact us', href: '/contact' },
  localFirstNote: [
    'Prices in US dollars, plus VAT where it applies. Paid plans start at ',
    startingPriceText,
    ' billed monthly, or ',
    startingYearlyPerMonthText,
    ' billed yearly. See the ',
    { text: 'terms of service', href: '/terms' },
    ' for billing details.',
  ],
};
