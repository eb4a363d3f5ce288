// The pricing page's small print must be true in both billing views: it names the monthly price
// the Monthly view shows and the per-month figure the Annual view's cards show.
import { monthlyEquivalentCents } from '@clipnest/ui';
import { describe, expect, it } from 'vitest';
import { plans, startingMonthlyCents, startingYearlyPerMonthCents, usd } from './pricing';
import { comparisonGroups, pricingPage } from './pricingPage';

const note = pricingPage.localFirstNote;
const footnote =
  typeof note === 'string'
    ? note
    : note.map((part) => (typeof part === 'string' ? part : part.text)).join('');

describe('the pricing footnote', () => {
  it('states the cheapest paid price of both billing views', () => {
    const paid = plans.filter((plan) => plan.prices.monthlyCents > 0);
    const cheapestCard = Math.min(...paid.map((plan) => monthlyEquivalentCents(plan.prices.yearlyCents)));
    expect(startingYearlyPerMonthCents).toBe(cheapestCard);
    expect(footnote).toContain(`${usd(startingMonthlyCents)}/month billed monthly`);
    expect(footnote).toContain(`${usd(cheapestCard)}/month billed yearly`);
    expect(footnote).toContain('$3.99/month billed monthly, or $3.33/month billed yearly');
  });
});

describe('the comparison table', () => {
  it('encrypts every plan alike and names no buzzword', () => {
    const rows = comparisonGroups.flatMap((group) => group.rows);
    const encryption = rows.find((row) => row.id === 'encryption')!;
    for (const value of Object.values(encryption.values)) expect(value).toMatch(/^AES-256\b/);
    expect(JSON.stringify(rows)).not.toMatch(/military/i);
  });
});
