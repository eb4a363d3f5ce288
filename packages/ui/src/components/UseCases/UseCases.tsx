import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './UseCases.css';

export interface UseCase {
  /** A stable id: the tab's key, used by `selectedKey` and `defaultSelectedKey`. */
  id: string;
  /** The tab's text, e.g. `Developers` (defaults to `title`). */
  label?: string;
  /** The heading inside the panel. */
  title: ReactNode;
  /** What the app does for this kind of user. */
  description: ReactNode;
  /** A decorative icon, shown in the tab and the panel. */
  icon: IconName;
  /** Optional short benefits, shown as a checked list. */
  points?: readonly ReactNode[];
}

export interface UseCasesProps {
  /** The use cases, one tab each. */
  useCases: readonly UseCase[];
  /** Names the tab list for screen readers, e.g. `Use cases`. */
  'aria-label'?: string;
  /** Or name the tab list by the id of a visible heading. */
  'aria-labelledby'?: string;
  /** The tab selected at first (uncontrolled). Defaults to the first use case. */
  defaultSelectedKey?: string;
  /** The selected tab (controlled). */
  selectedKey?: string;
  /** Called with the id of the use case the user selects. */
  onSelectionChange?: (id: string) => void;
  /** Heading level of the panel title (default 3, under a section's h2). */
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * Use cases as tabs: arrow keys move between tabs (Home/End jump to the ends), each tab shows a
 * panel with a title, description and optional list of benefits. On a phone the tabs wrap into
 * a two-column grid so each stays in view.
 */
export function UseCases({
  useCases,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  headingLevel = 3,
  className,
}: UseCasesProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Tabs
      className={cx(styles.tabs, className)}
      defaultSelectedKey={selectedKey === undefined ? (defaultSelectedKey ?? useCases[0]?.id) : undefined}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange && ((key: Key) => onSelectionChange(String(key)))}
    >
      <TabList aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={styles.tabList}>
        {useCases.map((useCase) => (
          <Tab key={useCase.id} id={useCase.id} className={styles.tab}>
            <Icon name={useCase.icon} size={18} />
            {useCase.label ?? useCase.title}
          </Tab>
        ))}
      </TabList>
      {useCases.map((useCase) => (
        <TabPanel key={useCase.id} id={useCase.id} className={styles.panel}>
          <div className={styles.panelHeader}>
            <span className={styles.panelIcon}>
              <Icon name={useCase.icon} size={24} />
            </span>
            <Title className={styles.title}>{useCase.title}</Title>
          </div>
          <p className={styles.description}>{useCase.description}</p>
          {useCase.points && useCase.points.length > 0 && (
            <ul className={styles.points}>
              {useCase.points.map((point, index) => (
                <li key={index} className={styles.point}>
                  <Icon name="check-circle" size={18} className={styles.pointIcon} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}
