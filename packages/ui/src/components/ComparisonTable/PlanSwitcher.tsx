import { useId, useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { ComparisonTableLabels } from './ComparisonTable';
import type { ComparisonGroup, ComparisonPlan, ComparisonValue } from './comparisonTypes';
import * as styles from './ComparisonTable.css';

export interface PlanSwitcherProps {
  /** The table's title, shown above the switcher. */
  title: ReactNode;
  hideTitle: boolean;
  plans: readonly ComparisonPlan[];
  groups: readonly ComparisonGroup[];
  /** The plan chosen at first (else the first plan). */
  highlightedPlanId?: string;
  labels: Pick<ComparisonTableLabels, 'choosePlan'>;
  renderValue: (value: ComparisonValue) => ReactNode;
}

/** The phone's comparison: one plan at a time, chosen with a row of radio-like toggle buttons. */
export function PlanSwitcher({
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
