import type { ReactNode } from 'react';
import * as styles from './Modal.css';

/**
 * The inside of every modal dialog of the package: header (title, description, close button),
 * body, footer with the actions. The modal that renders it supplies the title element (named as
 * the dialog's title its own way) and the close button.
 */
export function ModalFrame({
  title,
  description,
  closeButton,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  closeButton?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={styles.header}>
        <div className={styles.titles}>
          {title}
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {closeButton}
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.footer}>{actions}</div>}
    </>
  );
}
