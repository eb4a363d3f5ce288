import type { ReactNode } from 'react';
import type { BillingPeriod } from '../Pricing';
import { only, scope } from './periodView.css';

export interface ForBillingPeriodProps {
  /** The period this content belongs to. */
  period: BillingPeriod;
  children?: ReactNode;
  /** `div` around block content (paragraphs), `span` (the default) inside a line of text. */
  as?: 'span' | 'div';
}

/**
 * Content shown only while the BillingPeriodSwitch in the same `BillingPeriodScope` has `period`
 * chosen — with CSS, so it follows the switch in prerendered HTML that never hydrates. Render one
 * for each period; the other is out of the layout and the accessibility tree. Outside a scope, the
 * annual content shows. The wrapper takes no box of its own (`display: contents`).
 */
export function ForBillingPeriod({ period, children, as: Element = 'span' }: ForBillingPeriodProps) {
  return <Element className={only[period]}>{children}</Element>;
}

/**
 * The part of a page that follows one BillingPeriodSwitch through CSS: put the switch and every
 * `ForBillingPeriod` (and `PlanCard period="switch"`) that should follow it inside. It takes no box
 * of its own (`display: contents`).
 */
export function BillingPeriodScope({ children }: { children?: ReactNode }) {
  return <div className={scope}>{children}</div>;
}
