import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import {
  defaultPeriodSuffixes,
  planPriceView,
  type BillingPeriod,
  type PeriodSuffixes,
  type PlanPrices,
  type PlanPriceView,
} from '../Pricing';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PlanCard.css';

/** One line of a plan's feature list. */
export interface PlanFeature {
  /** What the feature is. */
  label: ReactNode;
  /** Whether the plan has it. Defaults to true. Missing features read 'Not included: …'. */
  included?: boolean;
  /** Draw attention to it (bold, accent tick), e.g. what sets this plan apart. */
  highlighted?: boolean;
}

/** The saving shown on the badge: the amount formatted, plus its cents and whole per cent. */
export type PlanSaving = NonNullable<PlanPriceView['saving']>;

export interface PlanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The plan's name; it becomes the card's heading and names the card for screen readers. */
  name: ReactNode;
  /** An icon from the set, beside the name. */
  icon?: IconName;
  /** One or two sentences about who the plan is for. */
  description?: ReactNode;
  /** The plan's monthly and yearly prices in integer cents, from the one price table. */
  prices: PlanPrices;
  /** The period to show the price for. */
  period: BillingPeriod;
  /** ISO 4217 currency of `prices`. Default `USD`. */
  currency?: string;
  /** Locale for number formatting. Default `en-US`. */
  locale?: string;
  /** The text after the price for each period. Default `{ monthly: '/month', annual: '/year' }`. */
  periodSuffixes?: PeriodSuffixes;
  /** The badge shown when annual billing saves money. Default: 'Save $7.89'. */
  formatSaving?: (saving: PlanSaving) => ReactNode;
  /**
   * The line under an annual price giving its per-month cost (rounded to the nearest cent).
   * Default: '$3.33/month, billed annually'.
   */
  formatMonthlyEquivalent?: (amount: string, suffixes: PeriodSuffixes) => ReactNode;
  /** The features, in order; each included or not, some highlighted. */
  features?: readonly PlanFeature[];
  /** Visually hidden words before a missing feature. Default 'Not included:'. */
  notIncludedLabel?: string;
  /** Emphasise this plan (accent border and the `highlightLabel` badge). */
  highlighted?: boolean;
  /** The badge text of a highlighted plan, e.g. 'Most popular'. No badge without it. */
  highlightLabel?: ReactNode;
  /** The call to action at the bottom of the card, e.g. a Button or ButtonLink. */
  action?: ReactNode;
  /** Heading level of the plan name. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

const defaultFormatSaving = (saving: PlanSaving) => `Save ${saving.amount}`;
const defaultFormatMonthlyEquivalent = (amount: string, suffixes: PeriodSuffixes) =>
  `${amount}${suffixes.monthly}, billed annually`;

/**
 * A pricing plan: name, icon, description, the price for the chosen billing period (computed by
 * the pricing module from integer cents), a saving badge and per-month equivalent when annual,
 * the feature list and an action. Cards stretch to the height of their row in a `PlanGrid`,
 * with the actions lined up at the bottom.
 */
export function PlanCard({
  name,
  icon,
  description,
  prices,
  period,
  currency,
  locale,
  periodSuffixes = defaultPeriodSuffixes,
  formatSaving = defaultFormatSaving,
  formatMonthlyEquivalent = defaultFormatMonthlyEquivalent,
  features = [],
  notIncludedLabel = 'Not included:',
  highlighted = false,
  highlightLabel,
  action,
  headingLevel = 3,
  className,
  ...rest
}: PlanCardProps) {
  const nameId = useId();
  const view = planPriceView(prices, period, { currency, locale, suffixes: periodSuffixes });
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      aria-labelledby={nameId}
      {...rest}
      data-highlighted={highlighted || undefined}
      className={cx(styles.card({ highlighted }), className)}
    >
      {highlighted && highlightLabel != null && <p className={styles.highlightBadge}>{highlightLabel}</p>}

      <div className={styles.header}>
        {icon && (
          <span className={styles.iconBox({ highlighted })}>
            <Icon name={icon} size={20} />
          </span>
        )}
        <Heading id={nameId} className={styles.name}>
          {name}
        </Heading>
        {view.saving && <span className={styles.savingBadge}>{formatSaving(view.saving)}</span>}
      </div>

      {description != null && <p className={styles.description}>{description}</p>}

      <div className={styles.priceBlock}>
        <p className={styles.price}>
          <span className={styles.amount}>{view.price}</span>
          <span className={styles.suffix}>{view.suffix}</span>
        </p>
        {/* Always present, so cards keep their height when the period or plan changes. */}
        <p className={styles.equivalent}>
          {view.monthlyEquivalent !== null && formatMonthlyEquivalent(view.monthlyEquivalent, periodSuffixes)}
        </p>
      </div>

      {features.length > 0 && (
        <ul className={styles.features}>
          {features.map((feature, index) => {
            const included = feature.included ?? true;
            return (
              <li
                key={index}
                className={styles.feature({ included, highlighted: included && !!feature.highlighted })}
              >
                <Icon
                  name={included ? 'check' : 'close'}
                  size={18}
                  className={styles.featureIcon({ included, highlighted: included && !!feature.highlighted })}
                />
                <span>
                  {!included && <VisuallyHidden>{`${notIncludedLabel} `}</VisuallyHidden>}
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
