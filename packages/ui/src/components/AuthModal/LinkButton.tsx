import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './LinkButton.css';

export interface LinkButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  className?: string;
}

/**
 * A button that looks like an inline link, for in-dialog actions such as switching between sign
 * in and sign up. It is a button because it changes the dialog rather than navigating.
 */
export function LinkButton({ className, ...rest }: LinkButtonProps) {
  return <AriaButton {...rest} className={cx(styles.linkButton, className)} />;
}
