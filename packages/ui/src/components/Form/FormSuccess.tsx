import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './FormSuccess.css';

export interface FormSuccessProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** `block` for a form's body, `inline` for a one-line form such as a subscribe box. */
  variant?: 'block' | 'inline';
  ref?: Ref<HTMLDivElement>;
}

/** What replaces a form's fields once it is sent. Focusable (tabIndex -1) so focus can move to it. */
export function FormSuccess({ title, description, variant = 'block', className, ...rest }: FormSuccessProps) {
  return (
    <div
      {...rest}
      role="status"
      tabIndex={-1}
      className={cx(styles.success, styles.successVariant[variant], className)}
    >
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" size={variant === 'inline' ? 18 : 20} strokeWidth={2.5} />
      </span>
      <span className={styles.successText}>
        <span className={styles.successTitle}>{title}</span>
        {description && <span className={styles.successDescription}>{description}</span>}
      </span>
    </div>
  );
}
