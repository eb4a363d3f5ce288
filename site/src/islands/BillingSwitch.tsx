// An island: the pricing page's Monthly / Annual switch. The plan cards and the comparison table
// (islands of their own) follow it through the billing-period store.
import { BillingPeriodSwitch, maxSavingPercent } from '@clipnest/ui';
import { billingPeriod } from '../app/billingPeriod';
import { plans } from '../content/pricing';
import { pricingPage } from '../content/pricingPage';

/** The best real yearly saving among the plans ('Save up to 17%'), from the one price table. */
const savingPercent = maxSavingPercent(plans.map((plan) => plan.prices));

export default function BillingSwitch() {
  return (
    <BillingPeriodSwitch
      value={billingPeriod.use()}
      onChange={billingPeriod.set}
      savingPercent={savingPercent}
      labels={pricingPage.billing}
    />
  );
}
