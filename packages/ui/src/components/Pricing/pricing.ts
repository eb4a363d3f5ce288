/*
 * Pricing arithmetic, free of React and the DOM. Every amount is an integer number of the
 * currency's minor unit ("cents" for USD and EUR). Arithmetic never touches floating point:
 * division and rounding are done with integers, and only `formatMoney` turns cents into a decimal
 * string, at the very end, for `Intl.NumberFormat`.
 */

/** The billing periods a price can be shown for. */
export const billingPeriods = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** One plan's prices, in integer cents. A free plan is `{ monthlyCents: 0, yearlyCents: 0 }`. */
export interface PlanPrices {
  /** What one month costs when billed monthly. */
  monthlyCents: number;
  /** What one year costs when billed annually. */
  yearlyCents: number;
}

/** The text after a price for each period. Data, so callers can relabel or translate it. */
export type PeriodSuffixes = Record<BillingPeriod, string>;

/** English defaults for the price suffix: `$3.99/month`, `$39.99/year`. */
export const defaultPeriodSuffixes: PeriodSuffixes = { monthly: '/month', annual: '/year' };

/** Throws a RangeError unless `value` is a whole, non-negative, safe number of cents. */
export function assertCents(value: number, name = 'amount'): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `${name} must be a whole, non-negative number of cents (e.g. 399 for $3.99); got ${String(value)}.`,
    );
  }
}

function assertPrices(prices: PlanPrices): void {
  assertCents(prices.monthlyCents, 'monthlyCents');
  assertCents(prices.yearlyCents, 'yearlyCents');
}

function assertPeriod(period: BillingPeriod): void {
  if (!billingPeriods.includes(period)) {
    throw new RangeError(`period must be one of ${billingPeriods.join(', ')}; got ${String(period)}.`);
  }
}

/** `numerator / denominator` rounded to the nearest integer, halves up, in integer arithmetic. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** True when both prices are zero. */
export function isFreePlan(prices: PlanPrices): boolean {
  assertPrices(prices);
  return prices.monthlyCents === 0 && prices.yearlyCents === 0;
}

/** The amount charged for one billing period: the monthly price, or the yearly price. */
export function priceForPeriod(prices: PlanPrices, period: BillingPeriod): number {
  assertPrices(prices);
  assertPeriod(period);
  return period === 'monthly' ? prices.monthlyCents : prices.yearlyCents;
}

/** The suffix shown after the price for `period` ('/month', '/year' unless relabelled). */
export function periodSuffix(
  period: BillingPeriod,
  suffixes: PeriodSuffixes = defaultPeriodSuffixes,
): string {
  assertPeriod(period);
  return suffixes[period];
}

/**
 * What a yearly price comes to per month: `yearlyCents / 12`, **rounded to the nearest cent,
 * halves up** ($39.99 → $3.33, $79.99 → $6.67). Nearest is the honest choice: the figure is never
 * more than half a cent off the real monthly cost in either direction.
 */
export function monthlyEquivalentCents(yearlyCents: number): number {
  assertCents(yearlyCents, 'yearlyCents');
  return divideRoundHalfUp(yearlyCents, 12);
}

/** What annual billing saves against twelve monthly payments. */
export interface YearlySaving {
  /** `12 × monthly − yearly`, or 0 when the yearly price is not cheaper. */
  cents: number;
  /** `cents` as a whole per cent of `12 × monthly`, rounded to the nearest (halves up). */
  percent: number;
  /** True when there is a real saving to advertise (`cents > 0`); free plans never have one. */
  hasSaving: boolean;
}

/**
 * The yearly saving of a plan: Pro $3.99 / $39.99 saves $7.89 (16 %), Enterprise
 * $7.99 / $79.99 saves $15.89 (17 %). A free plan, or a yearly price that is not cheaper than
 * twelve months, saves 0 and shows no badge.
 */
export function yearlySaving(prices: PlanPrices): YearlySaving {
  assertPrices(prices);
  const twelveMonths = 12 * prices.monthlyCents;
  const cents = Math.max(0, twelveMonths - prices.yearlyCents);
  if (cents === 0) return { cents: 0, percent: 0, hasSaving: false };
  return { cents, percent: divideRoundHalfUp(100 * cents, twelveMonths), hasSaving: true };
}

/** The largest per-cent saving among `plans`, for a hint such as 'Save up to 17%'; 0 if none. */
export function maxSavingPercent(plans: readonly PlanPrices[]): number {
  return plans.reduce((best, prices) => Math.max(best, yearlySaving(prices).percent), 0);
}

export interface MoneyFormat {
  /** ISO 4217 code. Default `USD`. */
  currency?: string;
  /** BCP 47 locale. Default `en-US`. */
  locale?: string;
  /**
   * Drop the decimals of whole amounts ('$0', '$40' rather than '$0.00', '$40.00'). Default true;
   * amounts with cents always show them ('$39.99').
   */
  trimWholeAmounts?: boolean;
}

/** Cents as a decimal string ('3999' with 2 digits → '39.99'), exact, without floating point. */
function centsToDecimalString(cents: number, fractionDigits: number): `${number}` {
  if (fractionDigits === 0) return `${cents}`;
  const digits = String(cents).padStart(fractionDigits + 1, '0');
  return `${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}` as `${number}`;
}

/**
 * Formats an amount of cents with `Intl.NumberFormat`: `formatMoney(3999)` → '$39.99',
 * `formatMoney(0)` → '$0', `formatMoney(3999, { currency: 'EUR', locale: 'de-DE' })` → '39,99 €'.
 * The amount is in the currency's minor unit (for a currency without one, such as JPY, whole yen).
 */
export function formatMoney(cents: number, format: MoneyFormat = {}): string {
  assertCents(cents);
  const { currency = 'USD', locale = 'en-US', trimWholeAmounts = true } = format;
  const minorDigits = currencyFormatter(locale, currency, false).resolvedOptions().maximumFractionDigits ?? 2;
  const whole = cents % 10 ** minorDigits === 0;
  const formatter = currencyFormatter(locale, currency, whole && trimWholeAmounts);
  // A decimal string keeps the value exact; Intl.NumberFormat formats strings as decimals.
  return formatter.format(centsToDecimalString(cents, minorDigits));
}

// Made once per locale, currency and form: a page of plans formats a dozen prices while it
// hydrates, and each new Intl.NumberFormat costs as much as many uses of one.
const currencyFormatters = new Map<string, Intl.NumberFormat>();
function currencyFormatter(locale: string, currency: string, wholeOnly: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${wholeOnly}`;
  let formatter = currencyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(wholeOnly ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    currencyFormatters.set(key, formatter);
  }
  return formatter;
}

/** Everything a plan card shows for one period, computed from the plan's prices. */
export interface PlanPriceView {
  period: BillingPeriod;
  /** The amount charged per period. */
  priceCents: number;
  /** `priceCents`, formatted. */
  price: string;
  /** '/month' or '/year' (or the caller's relabelling). */
  suffix: string;
  isFree: boolean;
  /** Per-month cost of the yearly price; only for a paid plan shown annually, otherwise null. */
  monthlyEquivalentCents: number | null;
  /** `monthlyEquivalentCents`, formatted, or null. */
  monthlyEquivalent: string | null;
  /** The yearly saving; only when shown annually and there is a real saving, otherwise null. */
  saving: (YearlySaving & { amount: string }) | null;
}

/** Computes the price, suffix, per-month equivalent and saving a plan shows for `period`. */
export function planPriceView(
  prices: PlanPrices,
  period: BillingPeriod,
  options: MoneyFormat & { suffixes?: PeriodSuffixes } = {},
): PlanPriceView {
  const { suffixes = defaultPeriodSuffixes, ...format } = options;
  const priceCents = priceForPeriod(prices, period);
  const isFree = isFreePlan(prices);
  const annualPaid = period === 'annual' && !isFree;
  const equivalent = annualPaid ? monthlyEquivalentCents(prices.yearlyCents) : null;
  const saving = yearlySaving(prices);
  return {
    period,
    priceCents,
    price: formatMoney(priceCents, format),
    // A free plan costs nothing in any period: '$0', never '$0/year'.
    suffix: isFree ? '' : periodSuffix(period, suffixes),
    isFree,
    monthlyEquivalentCents: equivalent,
    monthlyEquivalent: equivalent === null ? null : formatMoney(equivalent, format),
    saving:
      period === 'annual' && saving.hasSaving
        ? { ...saving, amount: formatMoney(saving.cents, format) }
        : null,
  };
}
