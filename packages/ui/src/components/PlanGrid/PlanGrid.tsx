import { Children, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './PlanGrid.css';

export interface PlanGridProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The plan cards (`PlanCard`), cheapest first. Each becomes an item of a list. */
  children: ReactNode;
}

/**
 * Lays plan cards out as a list: one column on phones and tablets (at a readable width), one
 * row of equal columns on desktop, every card as tall as the tallest so their actions line up.
 * `ref` and other attributes go to the `<ul>`.
 */
export function PlanGrid({ children, className, ...rest }: PlanGridProps) {
  return (
    <ul {...rest} className={cx(styles.grid, className)}>
      {Children.map(children, (child) =>
        child == null || child === false ? null : <li className={styles.item}>{child}</li>,
      )}
    </ul>
  );
}
