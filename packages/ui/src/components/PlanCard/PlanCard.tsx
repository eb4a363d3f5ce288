import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon, renderIcon, type IconProp } from '../Icon';
import { ForBillingPeriod } from '../BillingPeriodSwitch/ForBillingPeriod';
import {
  billingPeriods,
  planPriceView,
  type BillingPeriod,
  type PlanPrices,
  type PlanPriceView,
} from '../Pricing';
import { VisuallyHidden } from '../VisuallyHidden';
import { tickSize } from '../private/listTick.css';
import * as styles from './PlanCard.css';
import { keepCompounds } from '../private/keepCompounds';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One line of a plan's feature list. */
export interface PlanFeature {
  /** What the feature is. */
  label: ReactNode;
  /** Whether the plan has it. Defaults to true. Missing features read `labels.notIncluded` first. */
  isIncluded?: boolean;
  /** Draw attention to it (bold, accent tick), e.g. what sets this plan apart. */
  isHighlighted?: boolean;
}

/** The saving shown on the badge: the amount formatted, plus its cents and whole per cent. */
export type PlanSaving = NonNullable<PlanPriceView['saving']>;

/** The UI strings of a PlanCard; the ones that depend on values are functions. */
export interface PlanCardLabels {
  /** The badge of a highlighted plan (`isHighlighted`). An empty string shows no badge. */
  highlight: string;
  /** Visually hidden words before a missing feature. */
  notIncluded: string;
  /** The text after a monthly price. */
  monthlySuffix: string;
  /** The text after an annual price. */
  annualSuffix: string;
  /** The badge shown when annual billing saves money. */
  saving: (saving: PlanSaving) => string;
  /** The line under an annual price giving its per-month cost (rounded to the nearest cent). */
  monthlyEquivalent: (amount: string, monthlySuffix: string) => string;
  /** The text after a free plan's price, in either period (' forever'): never '$0/year'. */
  freeSuffix: string;
  /** The line under a free plan's price, where paid plans give their per-month cost. */
  freeNote: string;
}

export const defaultPlanCardLabels: PlanCardLabels = {
  highlight: 'Most popular',
  notIncluded: 'Not included:',
  monthlySuffix: '/month',
  annualSuffix: '/year',
  saving: (saving) => `Save ${saving.amount}`,
  monthlyEquivalent: (amount, monthlySuffix) => `${amount}${monthlySuffix}, billed annually`,
  freeSuffix: ' forever',
  freeNote: 'No card needed',
};

export interface PlanCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title' | 'children'> {
  /** The plan's name; it becomes the card's heading and names the card for screen readers. */
  title: ReactNode;
  /** An icon beside the title: a name from the set, or your own element. */
  icon?: IconProp;
  /** One or two sentences about who the plan is for. */
  description?: ReactNode;
  /** The plan's monthly and yearly prices in integer cents, from the one price table. */
  prices: PlanPrices;
  /**
   * The period to show the price for; `switch`: both periods' prices, the one chosen by the
   * BillingPeriodSwitch of the card's `BillingPeriodScope` shown — through CSS, so a prerendered
   * card follows the switch without hydrating (see `ForBillingPeriod`).
   */
  period: BillingPeriod | 'switch';
  /** ISO 4217 currency of `prices`. Default `USD`. */
  currency?: string;
  /** Locale for number formatting. Default `en-US`. */
  locale?: string;
  /** The features, in order; each included or not, some highlighted. */
  items?: readonly PlanFeature[];
  /** Emphasise this plan (accent border and the `labels.highlight` badge). */
  isHighlighted?: boolean;
  /** The call to action at the bottom of the card, e.g. a Button or ButtonLink. */
  action?: ReactNode;
  /** Heading level of the title. Default 3. */
  headingLevel?: HeadingLevel;
  /** Overrides for the UI strings (merged over `defaultPlanCardLabels`). */
  labels?: Partial<PlanCardLabels>;
}

/**
 * A pricing plan: title, icon, description, the price for the chosen billing period (computed by
 * the pricing module from integer cents), a saving badge and per-month equivalent when annual,
 * the feature list and an action. Cards stretch to the height of their row in a `PlanGrid`,
 * with the actions lined up at the bottom.
 */
export function PlanCard({
  title,
  icon,
  description,
  prices,
  period,
  currency,
  locale,
  items = [],
  isHighlighted = false,
  action,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: PlanCardProps) {
  const titleId = useId();
  const labels = { ...defaultPlanCardLabels, ...labelOverrides };
  const viewOf = (shown: BillingPeriod) =>
    planPriceView(prices, shown, {
      currency,
      locale,
      suffixes: { monthly: labels.monthlySuffix, annual: labels.annualSuffix },
    });
  const savingBadge = (view: PlanPriceView) =>
    view.saving && <span className={styles.savingBadge}>{labels.saving(view.saving)}</span>;
  const priceBlock = (view: PlanPriceView) => (
    <div className={styles.priceBlock}>
      <p className={styles.price}>
        <span className={styles.amount}>{view.price}</span>
        {/* A free plan has a unit and a line too, so the three price blocks read alike. */}
        {(view.isFree ? labels.freeSuffix : view.suffix) && (
          <span className={styles.suffix}>{view.isFree ? labels.freeSuffix : view.suffix}</span>
        )}
      </p>
      {/* Always present, so cards keep their height when the period or plan changes. */}
      <p className={styles.equivalent}>
        {view.isFree
          ? labels.freeNote
          : view.monthlyEquivalent !== null &&
            labels.monthlyEquivalent(view.monthlyEquivalent, labels.monthlySuffix)}
      </p>
    </div>
  );
  // One period's parts, or both, each shown while the switch has its period chosen.
  const perPeriod = (part: (view: PlanPriceView) => ReactNode, as: 'span' | 'div') =>
    period === 'switch'
      ? billingPeriods.map((shown) => (
          <ForBillingPeriod key={shown} period={shown} as={as}>
            {part(viewOf(shown))}
          </ForBillingPeriod>
        ))
      : part(viewOf(period));
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      aria-labelledby={titleId}
      {...rest}
      data-highlighted={isHighlighted || undefined}
      className={cx(styles.card({ highlighted: isHighlighted }), className)}
    >
      {isHighlighted && labels.highlight !== '' && (
        <p className={styles.highlightBadge}>{labels.highlight}</p>
      )}

      <div className={styles.header}>
        {icon !== undefined && (
          <span className={styles.iconBox({ highlighted: isHighlighted })}>
            {renderIcon(icon, { size: 20 })}
          </span>
        )}
        <Heading id={titleId} className={styles.name}>
          {keepCompounds(title)}
        </Heading>
        {perPeriod(savingBadge, 'span')}
      </div>

      {description != null && <p className={styles.description}>{description}</p>}

      {perPeriod(priceBlock, 'div')}

      {items.length > 0 && (
        <ul className={styles.features}>
          {items.map((feature, index) => {
            const included = feature.isIncluded ?? true;
            const highlighted = included && !!feature.isHighlighted;
            return (
              <li key={index} className={styles.feature({ included, highlighted })}>
                <Icon
                  name={included ? 'check' : 'close'}
                  size={tickSize}
                  className={styles.featureIcon({ included, highlighted })}
                />
                <span>
                  {!included && <VisuallyHidden>{`${labels.notIncluded} `}</VisuallyHidden>}
                  {feature.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {action != null && <div className={styles.action}>{action}</div>}
    </article>
  );
}
