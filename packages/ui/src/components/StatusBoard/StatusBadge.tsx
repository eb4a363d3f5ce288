import type { HTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import type { ComponentStatus } from './status';
import * as styles from './StatusBoard.css';

/** The words for each state, the site may translate them. */
export interface StatusLabels {
  operational: string;
  degraded: string;
  outage: string;
  maintenance: string;
}

export const defaultStatusLabels: StatusLabels = {
  operational: 'Operational',
  degraded: 'Degraded performance',
  outage: 'Major outage',
  maintenance: 'Under maintenance',
};

/** Each state's icon: the shape tells the state apart without colour. */
export const statusIcons: Record<ComponentStatus, IconName> = {
  operational: 'check-circle',
  degraded: 'alert',
  outage: 'x-circle',
  maintenance: 'settings',
};

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  status: ComponentStatus;
  labels?: Partial<StatusLabels>;
}

/** A pill naming a component's state: its own colour, icon and label (never colour alone). */
export function StatusBadge({ status, labels, className, ...rest }: StatusBadgeProps) {
  const words = { ...defaultStatusLabels, ...labels };
  return (
    <span {...rest} data-status={status} className={cx(styles.badge[status], className)}>
      <Icon name={statusIcons[status]} size={14} />
      {words[status]}
    </span>
  );
}
