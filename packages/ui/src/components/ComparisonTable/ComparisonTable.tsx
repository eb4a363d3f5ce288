import { useId, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import type { ComparisonGroup, ComparisonPlan, ComparisonValue } from './comparisonTypes';
import { PlanSwitcher } from './PlanSwitcher';
import { scrollByKey } from './scrollByKey';
import * as styles from './ComparisonTable.css';

/** The UI strings of a ComparisonTable. */
export interface ComparisonTableLabels {
  /** Header of the first column (the feature names). Empty: the corner cell stays empty. */
  featureColumn: string;
  /** Text alternative of a check. */
  included: string;
  /** Text alternative of a cross. */
  notIncluded: string;
  /** Names the phone's plan switcher (the plans as one choice). */
  choosePlan: string;
}

export const defaultComparisonTableLabels: ComparisonTableLabels = {
  featureColumn: '',
  included: 'Included',
  notIncluded: 'Not included',
  choosePlan: 'Plan',
};

export interface ComparisonTableProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The table's title, its `<caption>`; it also names the scroll area. */
  title: ReactNode;
  /** Keep the title for screen readers only, when a visible heading already introduces the table. */
  hideTitle?: boolean;
  /** The plans, one column each, in order. */
  plans: readonly ComparisonPlan[];
  /** Rows in groups; give a group a `title` to show a category row above it. */
  groups: readonly ComparisonGroup[];
  /** Tint one plan's column, e.g. the most popular one. */
  highlightedPlanId?: string;
  /** Overrides for the UI strings (merged over `defaultComparisonTableLabels`). */
  labels?: Partial<ComparisonTableLabels>;
}

/**
 * A plan comparison as a real table: a caption (`title`), plan names as column headers, feature names as
 * row headers and optional category rows. When it is wider than the screen (phones) it scrolls
 * sideways inside a focusable, labelled region, with the feature names kept in view; with the
 * region focused, the arrow keys move one plan column at a time and Home / End go to either edge.
 * `ref` and other attributes go to the scroll region (the outer `<div>`).
 *
 * Below 640 px the table gives way to a plan switcher (a single choice among the plans, the
 * highlighted one first chosen) over the chosen plan's features as a list, grouped like the
 * table: every plan is a tap away and nothing scrolls sideways. Both are in the prerendered HTML;
 * CSS shows the one that fits.
 */
export function ComparisonTable({
  title,
  hideTitle = false,
  plans,
  groups,
  highlightedPlanId,
  labels: labelOverrides,
  className,
  ...rest
}: ComparisonTableProps) {
  const captionId = useId();
  const labels = { ...defaultComparisonTableLabels, ...labelOverrides };
  const columnCount = plans.length + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    rest.onKeyDown?.(event);
    // Modified keys keep their browser meaning (e.g. Alt+ArrowLeft goes back).
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const scrolled = scrollByKey(event.currentTarget, event.target, event.key);
    if (scrolled) event.preventDefault();
  };

  const renderValue = (value: ComparisonValue) => {
    if (value === true || value === false) {
      return (
        <span className={styles.mark({ included: value })}>
          <Icon name={value ? 'check' : 'close'} size={18} />
          <VisuallyHidden>{value ? labels.included : labels.notIncluded}</VisuallyHidden>
        </span>
      );
    }
    return value;
  };

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be focusable
        tabIndex={0}
        {...rest}
        onKeyDown={onKeyDown}
        className={cx(styles.scroller, className)}
      >
        <table className={styles.table}>
          <caption id={captionId} className={hideTitle ? styles.hiddenCaption : styles.caption}>
            {title}
          </caption>
          {/* The plans share the width alike, whatever their cells hold. */}
          <colgroup>
            <col className={styles.featureColumn} />
            {plans.map((plan) => (
              <col
                key={plan.id}
                style={{ width: `${(100 - styles.featureColumnPercent) / plans.length}%` }}
              />
            ))}
          </colgroup>
          <thead>
            <tr>
              {labels.featureColumn !== '' ? (
                <th scope="col" className={cx(styles.cornerCell, styles.stickyCell)}>
                  {labels.featureColumn}
                </th>
              ) : (
                <td className={cx(styles.cornerCell, styles.stickyCell)} />
              )}
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={styles.planHeader({ highlighted: plan.id === highlightedPlanId })}
                >
                  <span className={styles.planName}>{plan.title}</span>
                  {plan.description != null && <span className={styles.planDetail}>{plan.description}</span>}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group, groupIndex) => (
            <tbody key={group.id ?? groupIndex}>
              {group.title != null && (
                <tr>
                  <th scope="rowgroup" colSpan={columnCount} className={styles.groupHeading}>
                    {/* Sticky inside the full-width cell, so the category stays in view while scrolling. */}
                    <span className={styles.groupHeadingText}>{group.title}</span>
                  </th>
                </tr>
              )}
              {group.rows.map((row, rowIndex) => (
                <tr key={row.id ?? rowIndex}>
                  <th scope="row" className={cx(styles.rowHeader, styles.stickyCell)}>
                    <span className={styles.rowName}>{row.title}</span>
                    {row.description != null && (
                      <span className={styles.rowDescription}>{row.description}</span>
                    )}
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.id} className={styles.cell({ highlighted: plan.id === highlightedPlanId })}>
                      {renderValue(row.values[plan.id])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <PlanSwitcher
        title={title}
        hideTitle={hideTitle}
        plans={plans}
        groups={groups}
        highlightedPlanId={highlightedPlanId}
        labels={labels}
        renderValue={renderValue}
      />
    </>
  );
}
