import type { CSSProperties, ReactNode, Ref } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children' | 'style'> {
  /** The label beside the switch; it names the switch for screen readers. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Reaches the switch's root `<label>` (which holds the hidden checkbox input). */
  ref?: Ref<HTMLLabelElement>;
}

/**
 * An on/off switch (a checkbox with role="switch"): Space toggles it. `ref` and other attributes
 * go to its root `<label>`.
 */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={cx(styles.root, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
