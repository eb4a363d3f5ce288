import { describe, expect, it } from 'vitest';
import {
  assertCents,
  formatMoney,
  isFreePlan,
  maxSavingPercent,
  monthlyEquivalentCents,
  periodSuffix,
  planPriceView,
  priceForPeriod,
  yearlySaving,
  type PlanPrices,
} from './pricing';

const basic: PlanPrices = { monthlyCents: 0, yearlyCents: 0 };
const pro: PlanPrices = { monthlyCents: 399, yearlyCents: 3999 };
const enterprise: PlanPrices = { monthlyCents: 799, yearlyCents: 7999 };

describe('yearlySaving', () => {
  it('Pro $3.99 / $39.99 saves $7.89, 16 %', () => {
    expect(yearlySaving(pro)).toEqual({ cents: 789, percent: 16, hasSaving: true });
    expect(formatMoney(yearlySaving(pro).cents)).toBe('$7.89');
  });

  it('Enterprise $7.99 / $79.99 saves $15.89, 17 %', () => {
    expect(yearlySaving(enterprise)).toEqual({ cents: 1589, percent: 17, hasSaving: true });
    expect(formatMoney(yearlySaving(enterprise).cents)).toBe('$15.89');
  });

  it('a free plan saves nothing', () => {
    expect(yearlySaving(basic)).toEqual({ cents: 0, percent: 0, hasSaving: false });
  });

  it('a yearly price that is not cheaper saves 0', () => {
    expect(yearlySaving({ monthlyCents: 500, yearlyCents: 6000 })).toEqual({
      cents: 0,
      percent: 0,
      hasSaving: false,
    });
    expect(yearlySaving({ monthlyCents: 500, yearlyCents: 7000 })).toEqual({
      cents: 0,
      percent: 0,
      hasSaving: false,
    });
  });

  it('a paid yearly-only plan (monthly 0) saves nothing', () => {
    expect(yearlySaving({ monthlyCents: 0, yearlyCents: 1000 }).hasSaving).toBe(false);
  });

  it('rounds the per cent to the nearest, halves up', () => {
    // 12 × 1000 = 12000; saving 60 → 0.5 % → 1 %; saving 59 → 0.49 % → 0 %.
    expect(yearlySaving({ monthlyCents: 1000, yearlyCents: 11940 }).percent).toBe(1);
    expect(yearlySaving({ monthlyCents: 1000, yearlyCents: 11941 }).percent).toBe(0);
    // A saving too small for a whole per cent is still a saving in cents.
    expect(yearlySaving({ monthlyCents: 1000, yearlyCents: 11999 })).toEqual({
      cents: 1,
      percent: 0,
      hasSaving: true,
    });
    // Twelve months for the price of ten: 16.67 % → 17 %.
    expect(yearlySaving({ monthlyCents: 1000, yearlyCents: 10000 }).percent).toBe(17);
    // A free year: 100 %.
    expect(yearlySaving({ monthlyCents: 1000, yearlyCents: 0 }).percent).toBe(100);
  });
});

describe('maxSavingPercent', () => {
  it('is the best saving among the plans, for a "Save up to" hint', () => {
    expect(maxSavingPercent([basic, pro, enterprise])).toBe(17);
    expect(maxSavingPercent([basic])).toBe(0);
    expect(maxSavingPercent([])).toBe(0);
  });
});

describe('priceForPeriod and periodSuffix', () => {
  it('shows the monthly price monthly and the yearly price annually', () => {
    expect(priceForPeriod(pro, 'monthly')).toBe(399);
    expect(priceForPeriod(pro, 'annual')).toBe(3999);
    expect(priceForPeriod(basic, 'annual')).toBe(0);
  });

  it("suffixes are '/month' and '/year' unless relabelled", () => {
    expect(periodSuffix('monthly')).toBe('/month');
    expect(periodSuffix('annual')).toBe('/year');
    expect(periodSuffix('annual', { monthly: ' pro Monat', annual: ' pro Jahr' })).toBe(' pro Jahr');
  });

  it('rejects an unknown period', () => {
    expect(() => priceForPeriod(pro, 'weekly' as never)).toThrow(/period must be one of monthly, annual/);
  });
});

describe('monthlyEquivalentCents', () => {
  it('rounds yearly / 12 to the nearest cent, halves up', () => {
    expect(monthlyEquivalentCents(3999)).toBe(333); // 333.25
    expect(monthlyEquivalentCents(7999)).toBe(667); // 666.58
    expect(monthlyEquivalentCents(1206)).toBe(101); // 100.5 rounds up
    expect(monthlyEquivalentCents(1205)).toBe(100); // 100.42
    expect(monthlyEquivalentCents(1200)).toBe(100);
    expect(monthlyEquivalentCents(0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('formats cents as US dollars by default', () => {
    expect(formatMoney(399)).toBe('$3.99');
    expect(formatMoney(3999)).toBe('$39.99');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it("shows whole amounts without decimals, so free reads '$0'", () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(4000)).toBe('$40');
    expect(formatMoney(4000, { trimWholeAmounts: false })).toBe('$40.00');
    expect(formatMoney(0, { trimWholeAmounts: false })).toBe('$0.00');
  });

  it('takes a currency and a locale', () => {
    // Intl separates the amount and the sign with a no-break space.
    expect(formatMoney(3999, { currency: 'EUR', locale: 'de-DE' })).toBe('39,99\u00a0€');
    expect(formatMoney(3999, { currency: 'GBP', locale: 'en-GB' })).toBe('£39.99');
    // Currencies without a minor unit take whole units.
    expect(formatMoney(500, { currency: 'JPY', locale: 'en-US' })).toBe('¥500');
  });

  it('keeps large amounts exact (no floating-point drift)', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });
});

describe('input validation', () => {
  it.each([-1, 3.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '399' as unknown as number])(
    'rejects %s cents with a clear error',
    (value) => {
      expect(() => assertCents(value, 'monthlyCents')).toThrow(RangeError);
      expect(() => assertCents(value, 'monthlyCents')).toThrow(
        /monthlyCents must be a whole, non-negative number of cents/,
      );
    },
  );

  it('every entry point validates its prices', () => {
    const bad = { monthlyCents: 3.99, yearlyCents: 3999 };
    expect(() => yearlySaving(bad)).toThrow(/monthlyCents/);
    expect(() => priceForPeriod({ monthlyCents: 399, yearlyCents: -1 }, 'annual')).toThrow(/yearlyCents/);
    expect(() => planPriceView(bad, 'monthly')).toThrow(RangeError);
    expect(() => isFreePlan(bad)).toThrow(RangeError);
    expect(() => monthlyEquivalentCents(39.99)).toThrow(/yearlyCents/);
    expect(() => formatMoney(-100)).toThrow(/amount must be/);
  });
});

describe('planPriceView', () => {
  it('Pro annually: yearly price, per-month equivalent and the saving', () => {
    expect(planPriceView(pro, 'annual')).toEqual({
      period: 'annual',
      priceCents: 3999,
      price: '$39.99',
      suffix: '/year',
      isFree: false,
      monthlyEquivalentCents: 333,
      monthlyEquivalent: '$3.33',
      saving: { cents: 789, percent: 16, hasSaving: true, amount: '$7.89' },
    });
  });

  it('Enterprise annually saves $15.89 and costs $6.67 a month', () => {
    const view = planPriceView(enterprise, 'annual');
    expect(view.price).toBe('$79.99');
    expect(view.monthlyEquivalent).toBe('$6.67');
    expect(view.saving).toMatchObject({ amount: '$15.89', percent: 17 });
  });

  it('monthly shows neither a saving nor an equivalent', () => {
    expect(planPriceView(pro, 'monthly')).toMatchObject({
      price: '$3.99',
      suffix: '/month',
      monthlyEquivalent: null,
      saving: null,
    });
  });

  it('a free plan shows $0 and no badge in either period', () => {
    for (const period of ['monthly', 'annual'] as const) {
      expect(planPriceView(basic, period)).toMatchObject({
        price: '$0',
        suffix: '',
        isFree: true,
        monthlyEquivalent: null,
        saving: null,
      });
    }
  });

  it('a yearly price that is not cheaper shows no badge', () => {
    expect(planPriceView({ monthlyCents: 500, yearlyCents: 6000 }, 'annual').saving).toBeNull();
  });

  it('passes currency, locale and suffixes through', () => {
    const view = planPriceView(pro, 'annual', {
      currency: 'EUR',
      locale: 'de-DE',
      suffixes: { monthly: ' / Monat', annual: ' / Jahr' },
    });
    expect(view.price).toBe('39,99\u00a0€');
    expect(view.suffix).toBe(' / Jahr');
    expect(view.saving?.amount).toBe('7,89\u00a0€');
  });
});
