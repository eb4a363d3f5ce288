import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './FormAlert.css';

export interface FormAlertProps extends HTMLAttributes<HTMLDivElement> {
  /** `failed` (red) or `rate-limited` (orange, a clock): anything else renders the empty region. */
  status: string;
  /** The message; nothing shows without it. */
  message: string | null;
  /** A short bold line before the message in the rate-limited state, e.g. 'Too many attempts'. */
  title?: string;
}

/**
 * The form's alert region. Always in the page (empty when there is nothing to say) so screen
 * readers announce what appears in it.
 */
export function FormAlert({ status, message, title, className, ...rest }: FormAlertProps) {
  const variant = status === 'rate-limited' ? 'rate-limited' : 'failed';
  return (
    <div {...rest} role="alert" className={cx(styles.alert, styles.alertVariant[variant], className)}>
      {message && (
        <>
          <Icon name={variant === 'rate-limited' ? 'clock' : 'alert'} className={styles.alertIcon} />
          <span className={styles.alertText}>
            {title && <span className={styles.alertTitle}>{title}</span>}
            <span>{message}</span>
          </span>
        </>
      )}
    </div>
  );
}
