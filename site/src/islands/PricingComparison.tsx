// An island: the plans compared feature by feature, each column headed by its price in the
// period the page's billing switch has chosen (both prices are in the HTML; CSS shows one).
import {
  billingPeriods,
  ComparisonTable,
  ForBillingPeriod,
  planPriceView,
  type BillingPeriod,
  type ComparisonPlan,
} from '@clipnest/ui';
import { currency, locale, plans, type Plan } from '../content/pricing';
import { comparisonGroups, pricingPage } from '../content/pricingPage';

const { planCard, comparison } = pricingPage;

/** What a plan costs in one period, as its column says it. */
function priceText(plan: Plan, period: BillingPeriod) {
  const view = planPriceView(plan.prices, period, {
    currency,
    locale,
    suffixes: { monthly: planCard.monthlySuffix, annual: planCard.annualSuffix },
  });
  return view.isFree ? pricingPage.freeLabel : `${view.price}${view.suffix}`;
}

/** A comparison column: the plan's name and what it costs in the chosen period. */
function comparisonPlan(plan: Plan): ComparisonPlan {
  return {
    id: plan.id,
    title: plan.name,
    // One text where both periods read the same ('Free forever').
    description:
      priceText(plan, 'monthly') === priceText(plan, 'annual')
        ? priceText(plan, 'annual')
        : billingPeriods.map((period) => (
            <ForBillingPeriod key={period} period={period}>
              {priceText(plan, period)}
            </ForBillingPeriod>
          )),
  };
}

export default function PricingComparison() {
  return (
    <ComparisonTable
      title={comparison.caption}
      hideTitle
      plans={plans.map(comparisonPlan)}
      groups={comparisonGroups}
      highlightedPlanId={plans.find((plan) => plan.isHighlighted)?.id}
      labels={comparison.labels}
    />
  );
}
