import {
  isValidElement,
  useState,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import { tickSize } from '../private/listTick.css';
import * as styles from './UseCases.css';
import type { HeadingLevel } from '../Typography';
import { iconTileGlyph } from '../private/card.css';

export interface UseCase {
  /** A stable id: the tab's key, the value of `value`, `defaultValue` and `onChange`. */
  id: string;
  /** The tab's text, e.g. `Developers` (defaults to `title`). */
  label?: string;
  /** The heading inside the panel. */
  title: ReactNode;
  /** What the app does for this kind of user. */
  description: ReactNode;
  /**
   * A decorative icon, shown in the tab (18 px) and the panel (24 px): a name from the set, or any
   * element (an app's own icon; it is shown as given in both places).
   */
  icon: IconName | ReactElement;
  /** Optional short benefits, shown as a checked list. */
  points?: readonly ReactNode[];
  /**
   * An optional picture for the panel (e.g. a drawn scene of the product): beside the text from
   * `media.lg`, below it on smaller screens.
   */
  media?: ReactNode;
}

export interface UseCasesProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The use cases, one tab each. */
  items: readonly UseCase[];
  /** Names the tab list (not the wrapper) for screen readers, e.g. `Use cases`. */
  'aria-label'?: string;
  /** Or name the tab list by the id of a visible heading. */
  'aria-labelledby'?: string;
  /** The id of the use case shown (controlled). */
  value?: string;
  /** The id of the use case shown at first (uncontrolled). Defaults to the first one. */
  defaultValue?: string;
  /** Called with the id of the use case the visitor selects. */
  onChange?: (value: string) => void;
  /** Heading level of the panel title (default 3, under a section's h2). */
  headingLevel?: HeadingLevel;
}

function renderIcon(icon: IconName | ReactElement, size: number) {
  return isValidElement(icon) ? icon : <Icon name={icon as IconName} size={size} />;
}

/**
 * Use cases as tabs: arrow keys move between tabs (Home/End jump to the ends), each tab shows a
 * panel with a title, description and optional list of benefits. On a phone the tabs wrap into
 * a two-column grid so each stays in view. `ref` and HTML attributes reach the wrapping `<div>`;
 * `aria-label`/`aria-labelledby` name the tab list.
 */
export function UseCases({
  items,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  value,
  defaultValue,
  onChange,
  headingLevel = 3,
  className,
  ...rest
}: UseCasesProps) {
  const Title = `h${headingLevel}` as const;
  // Only a panel the visitor chose fades in (see styles.panelSwitchedTo).
  const [switched, setSwitched] = useState(false);
  return (
    <Tabs
      {...rest}
      className={cx(styles.tabs, className)}
      defaultSelectedKey={value === undefined ? (defaultValue ?? items[0]?.id) : undefined}
      selectedKey={value}
      onSelectionChange={(key: Key) => {
        setSwitched(true);
        onChange?.(String(key));
      }}
    >
      <TabList aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {renderIcon(item.icon, 18)}
            {item.label ?? item.title}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          className={cx(
            styles.panel,
            item.media != null && styles.panelWithMedia,
            switched && styles.panelSwitchedTo,
          )}
        >
          <div className={styles.panelText}>
            <div className={styles.panelHeader}>
              <span className={styles.panelIcon}>{renderIcon(item.icon, iconTileGlyph)}</span>
              <Title className={styles.title}>{item.title}</Title>
            </div>
            <p className={styles.description}>{item.description}</p>
            {item.points && item.points.length > 0 && (
              <ul className={styles.points}>
                {item.points.map((point, index) => (
                  <li key={index} className={styles.point}>
                    <Icon name="check" size={tickSize} className={styles.pointIcon} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {item.media != null && <div className={styles.panelMedia}>{item.media}</div>}
        </TabPanel>
      ))}
    </Tabs>
  );
}
