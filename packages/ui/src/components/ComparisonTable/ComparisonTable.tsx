import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ComparisonTable.css';

/** A column of the table. */
export interface ComparisonPlan {
  /** Key of this plan's entry in each row's `values`. */
  id: string;
  /** The column header: the plan's name. */
  title: ReactNode;
  /** A second line under the title, e.g. the price. */
  description?: ReactNode;
}

/** A cell: `true`/`false` draw a check or a cross with a text alternative; anything else is shown as is. */
export type ComparisonValue = boolean | ReactNode;

export interface ComparisonRow {
  /** Stable key; defaults to the row's position. */
  id?: string;
  /** What is compared; the row's header. */
  title: ReactNode;
  /** A short explanation under the title. */
  description?: ReactNode;
  /** One value per plan, keyed by plan id. A missing value leaves the cell empty. */
  values: Readonly<Record<string, ComparisonValue>>;
}

export interface ComparisonGroup {
  /** Stable key; defaults to the group's position. */
  id?: string;
  /** A category heading across the table (e.g. 'Security'). Optional. */
  title?: ReactNode;
  /** The rows of this group, in order: a feature name with one value per plan each. */
  rows: readonly ComparisonRow[];
}

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
 * Scrolls the table sideways for the arrow keys (one plan column at a time) and Home / End (to
 * either edge) while the scroll region itself has focus. Browsers only scroll by a few pixels per
 * key press; a column per press lets keyboard users step from plan to plan. Returns whether the
 * key was used.
 */
function scrollByKey(region: HTMLElement, target: EventTarget, key: string): boolean {
  if (target !== region || region.scrollWidth <= region.clientWidth) return false;
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduceMotion ? 'instant' : 'smooth';
  const column = region.querySelector('thead th:last-child')?.getBoundingClientRect().width ?? 0;
  const step = Math.max(40, Math.round(column));
  switch (key) {
    case 'ArrowRight':
      region.scrollBy({ left: step, behavior });
      return true;
    case 'ArrowLeft':
      region.scrollBy({ left: -step, behavior });
      return true;
    case 'Home':
      region.scrollTo({ left: 0, behavior });
      return true;
    case 'End': {
      // Right-to-left pages count scrollLeft from 0 at the start down to negative values.
      const rtl = getComputedStyle(region).direction === 'rtl';
      region.scrollTo({ left: rtl ? -region.scrollWidth : region.scrollWidth, behavior });
      return true;
    }
    default:
      return false;
  }
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

interface PlanSwitcherProps extends Pick<
  ComparisonTableProps,
  'title' | 'hideTitle' | 'plans' | 'groups' | 'highlightedPlanId'
> {
  labels: ComparisonTableLabels;
  renderValue: (value: ComparisonValue) => ReactNode;
}

/** The phone's comparison: one plan at a time, chosen with a row of radio-like toggle buttons. */
function PlanSwitcher({
  title,
  hideTitle,
  plans,
  groups,
  highlightedPlanId,
  labels,
  renderValue,
}: PlanSwitcherProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<Key>(highlightedPlanId ?? plans[0]?.id ?? '');
  const plan = plans.find((candidate) => candidate.id === chosen) ?? plans[0];
  if (!plan) return null;
  return (
    <section aria-labelledby={titleId} className={styles.switcher}>
      <p id={titleId} className={hideTitle ? styles.hiddenCaption : styles.caption}>
        {title}
      </p>
      <ToggleButtonGroup
        aria-label={labels.choosePlan}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[plan.id]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key !== undefined) setChosen(key);
        }}
        className={styles.switcherPlans}
      >
        {plans.map((option) => (
          <ToggleButton key={option.id} id={option.id} className={styles.switcherPlan}>
            <span className={styles.planName}>{option.title}</span>
            {option.description != null && <span className={styles.planDetail}>{option.description}</span>}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {groups.map((group, groupIndex) => (
        <div key={group.id ?? groupIndex} className={styles.switcherGroup}>
          {group.title != null && (
            <p id={`${titleId}-${groupIndex}`} className={styles.switcherGroupTitle}>
              {group.title}
            </p>
          )}
          <ul
            aria-labelledby={group.title != null ? `${titleId}-${groupIndex}` : undefined}
            className={styles.switcherList}
          >
            {group.rows.map((row, rowIndex) => (
              <li key={row.id ?? rowIndex} className={styles.switcherRow}>
                <span className={styles.switcherFeature}>
                  <span className={styles.rowName}>{row.title}</span>
                  {row.description != null && (
                    <span className={styles.rowDescription}>{row.description}</span>
                  )}
                </span>
                <span className={styles.switcherValue}>{renderValue(row.values[plan.id])}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
