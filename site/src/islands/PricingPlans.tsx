// An island: the plan cards, priced in the period the switch has chosen, each with its action.
import { PlanCard, PlanGrid, type PlanCardLabels } from '@clipnest/ui';
import { billingPeriod } from '../app/billingPeriod';
import { DownloadAction } from '../app/download';
import { currency, locale, plans, type Plan } from '../content/pricing';
import { pricingPage } from '../content/pricingPage';

const { planCard } = pricingPage;

/** A free plan reads '$0 forever' in both periods rather than '$0/month' or '$0/year'. */
function cardLabels(plan: Plan): Partial<PlanCardLabels> {
  const free = plan.prices.monthlyCents === 0 && plan.prices.yearlyCents === 0;
  return free
    ? { ...planCard, monthlySuffix: pricingPage.freeSuffix, annualSuffix: pricingPage.freeSuffix }
    : planCard;
}

export default function PricingPlans() {
  const period = billingPeriod.use();
  return (
    <PlanGrid>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          title={plan.name}
          icon={plan.icon}
          description={plan.description}
          prices={plan.prices}
          period={period}
          currency={currency}
          locale={locale}
          items={plan.features}
          isHighlighted={plan.isHighlighted}
          headingLevel={2}
          labels={cardLabels(plan)}
          action={
            // The page's large call-to-action size; the highlighted plan is the one primary, and
            // no plan's button carries an icon at rest, so the three read as one set.
            <DownloadAction
              variant="hero"
              tone={plan.isHighlighted ? 'primary' : 'secondary'}
              label={plan.action.label}
              isFullWidth
              hasIconAtRest={false}
            />
          }
        />
      ))}
    </PlanGrid>
  );
}
