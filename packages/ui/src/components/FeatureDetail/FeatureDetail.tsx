import { useId, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './FeatureDetail.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One benefit of the feature. */
export interface FeatureDetailItem {
  title: ReactNode;
  description: ReactNode;
  /** An icon from the set, or any element (an app's own icon). Decorative. */
  icon?: IconName | ReactElement;
}

/** One step of 'how it works'. */
export interface FeatureDetailStep {
  title: ReactNode;
  description?: ReactNode;
}

/** The ordered 'how it works' list. */
export interface FeatureDetailSteps {
  title: ReactNode;
  description?: ReactNode;
  items: readonly FeatureDetailStep[];
}

/** A comparison table: the first column names each row, then one value per column. */
export interface FeatureDetailComparison {
  title: ReactNode;
  description?: ReactNode;
  /** The compared options' names, e.g. ['Clipnest', 'Cloud clipboards']. */
  columns: readonly string[];
  /** `true` and `false` show as a tick or a cross (with `labels.yes` / `labels.no` for screen readers). */
  rows: readonly { label: ReactNode; values: readonly (boolean | ReactNode)[] }[];
}

export interface FeatureDetailLabels {
  /** Read for a tick in the comparison. */
  yes: string;
  /** Read for a cross in the comparison. */
  no: string;
}

export const defaultFeatureDetailLabels: FeatureDetailLabels = { yes: 'Yes', no: 'No' };

export interface FeatureDetailProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The hero line: one sentence on what the feature does for the reader. */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The paragraph under the hero line. */
  description?: ReactNode;
  /** The benefits, each with an icon, as a grid of blocks. */
  items: readonly FeatureDetailItem[];
  /** An ordered 'how it works' list. */
  steps?: FeatureDetailSteps;
  /** A comparison table with other approaches. */
  comparison?: FeatureDetailComparison;
  /** A figure beside the hero line (an SVG illustration, a screenshot the site ships). */
  media?: ReactNode;
  /** The figure's caption. */
  mediaCaption?: ReactNode;
  /** The call to action at the end, e.g. a DownloadButton or CallToAction. */
  action?: ReactNode;
  /** Level of the hero line and of the steps' and comparison's titles (default 2); benefits and steps are one below. */
  headingLevel?: HeadingLevel;
  /** UI strings, merged over `defaultFeatureDetailLabels`. */
  labels?: Partial<FeatureDetailLabels>;
  /** Reaches the root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const clampLevel = (level: number) => Math.min(level, 6) as HeadingLevel;

function renderIcon(icon: IconName | ReactElement) {
  return typeof icon === 'string' ? <Icon name={icon} size={20} /> : icon;
}

/**
 * The body of a feature page: the hero line and description (with an optional figure beside
 * them), the benefits as blocks with icons, an optional 'how it works' ordered list and
 * comparison table, and a call to action at the end. Pair it with a PageHeader for the h1.
 */
export function FeatureDetail({
  title,
  eyebrow,
  description,
  items,
  steps,
  comparison,
  media,
  mediaCaption,
  action,
  headingLevel = 2,
  labels: labelsProp,
  className,
  ...rest
}: FeatureDetailProps) {
  const labels = { ...defaultFeatureDetailLabels, ...labelsProp };
  const Title = `h${clampLevel(headingLevel)}` as const;
  const ItemTitle = `h${clampLevel(headingLevel + 1)}` as const;
  const heroId = useId();
  const stepsId = useId();
  const comparisonId = useId();

  return (
    <div {...rest} className={cx(styles.root, className)}>
      <section aria-labelledby={heroId} className={styles.band}>
        <div className={cx(styles.hero, media ? styles.heroWithMedia : undefined)}>
          <div className={styles.heroText}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <Title id={heroId} className={styles.heroTitle}>
              {title}
            </Title>
            {description && <p className={styles.heroDescription}>{description}</p>}
          </div>
          {media && (
            <figure className={styles.figure}>
              <div className={styles.figureFrame}>{media}</div>
              {mediaCaption && <figcaption className={styles.figcaption}>{mediaCaption}</figcaption>}
            </figure>
          )}
        </div>

        {items.length > 0 && (
          <ul className={styles.benefits}>
            {items.map((item, index) => (
              <li key={index} className={styles.benefit}>
                {item.icon && (
                  <span className={styles.iconBadge} aria-hidden="true">
                    {renderIcon(item.icon)}
                  </span>
                )}
                <ItemTitle className={styles.benefitTitle}>{item.title}</ItemTitle>
                <p className={styles.benefitDescription}>{item.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {steps && steps.items.length > 0 && (
        <section aria-labelledby={stepsId} className={styles.band}>
          <div className={styles.sectionHeader}>
            <Title id={stepsId} className={styles.sectionTitle}>
              {steps.title}
            </Title>
            {steps.description && <p className={styles.sectionDescription}>{steps.description}</p>}
          </div>
          <ol className={styles.steps}>
            {steps.items.map((step, index) => (
              <li key={index} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <ItemTitle className={styles.stepTitle}>{step.title}</ItemTitle>
                {step.description && <p className={styles.stepDescription}>{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}

      {comparison && (
        <section aria-labelledby={comparisonId} className={styles.band}>
          <div className={styles.sectionHeader}>
            <Title id={comparisonId} className={styles.sectionTitle}>
              {comparison.title}
            </Title>
            {comparison.description && <p className={styles.sectionDescription}>{comparison.description}</p>}
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be focusable */}
          <div className={styles.tableScroll} role="group" aria-labelledby={comparisonId} tabIndex={0}>
            <table className={styles.table} aria-labelledby={comparisonId}>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {comparison.columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={cx(styles.columnHeader, index === 0 && styles.ownColumn)}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {comparison.rows.map((row, r) => (
                  <tr key={r}>
                    <th scope="row" className={styles.rowHeader}>
                      {row.label}
                    </th>
                    {row.values.map((value, c) => (
                      <td key={c} className={cx(styles.cell, c === 0 && styles.ownColumn)}>
                        {value === true ? (
                          <span className={styles.yes}>
                            <Icon name="check-circle" size={20} />
                            <VisuallyHidden>{labels.yes}</VisuallyHidden>
                          </span>
                        ) : value === false ? (
                          <span className={styles.no}>
                            <Icon name="x-circle" size={20} />
                            <VisuallyHidden>{labels.no}</VisuallyHidden>
                          </span>
                        ) : (
                          value
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
