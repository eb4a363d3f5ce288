// The pricing page's billing period: its switch (an island) sets it, the plan cards and the
// comparison table (islands of their own) show the prices of it. Annual first, as specified.
import type { BillingPeriod } from '@clipnest/ui';
import { valueStore } from './valueStore';

export const billingPeriod = valueStore<BillingPeriod>('annual');
