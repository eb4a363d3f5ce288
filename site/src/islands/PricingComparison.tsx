// An island: the plans compared feature by feature, each column headed by its price in the
// period the switch has chosen.
import { ComparisonTable, planPriceView, type BillingPeriod, type ComparisonPlan } from '@clipnest/ui';
import { billingPeriod } from '../app/billingPeriod';
import { currency, locale, plans, type Plan } from '../content/pricing';
import { comparisonGroups, pricingPage } from '../content/pricingPage';

const { planCard, comparison } = pricingPage;

/** A comparison column: the plan's name and what it costs in the chosen period. */
function comparisonPlan(plan: Plan, period: BillingPeriod): ComparisonPlan {
  const view = planPriceView(plan.prices, period, {
    currency,
    locale,
    suffixes: { monthly: planCard.monthlySuffix, annual: planCard.annualSuffix },
  });
  return {
    id: plan.id,
    title: plan.name,
    description: view.isFree ? pricingPage.freeLabel : `${view.price}${view.suffix}`,
  };
}

export default function PricingComparison() {
  const period = billingPeriod.use();
  return (
    <ComparisonTable
      title={comparison.caption}
      hideTitle
      plans={plans.map((plan) => comparisonPlan(plan, period))}
      groups={comparisonGroups}
      highlightedPlanId={plans.find((plan) => plan.isHighlighted)?.id}
      labels={comparison.labels}
    />
  );
}
