import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import { type Level } from '../private/SectionHeader';
import * as styles from './PressContact.css';
import { keepCompounds } from '../private/keepCompounds';

export interface PressContactLabels {
  /** Term before the email address. */
  email: string;
  /** Term before the phone number. */
  phone: string;
}

export const defaultPressContactLabels: PressContactLabels = { email: 'Email', phone: 'Phone' };

export interface PressContactProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** e.g. 'Press contact'. */
  title: ReactNode;
  description?: ReactNode;
  /** The person or desk to reach. */
  contact: { name: string; role?: string; email: string; phone?: string };
  /** A line about how fast the press gets an answer, e.g. 'We reply within 24 hours.' */
  replyTime?: ReactNode;
  /** Level of `title`; the contact's name is not a heading. */
  headingLevel?: Level;
  labels?: Partial<PressContactLabels>;
}

/** `tel:` address of a phone number as written ('+49 (30) 123-456' → 'tel:+4930123456'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Who journalists write to: name, role, email and phone as links, and the reply-time promise. */
export function PressContact({
  title,
  description,
  contact,
  replyTime,
  headingLevel = 2,
  labels,
  className,
  ...rest
}: PressContactProps) {
  const titleId = useId();
  const words = { ...defaultPressContactLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={titleId} className={cx(styles.card, className)}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon name="user" size={20} />
        </span>
        <Heading id={titleId} className={styles.title}>
          {keepCompounds(title)}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <div className={styles.person}>
        <p className={styles.name}>{contact.name}</p>
        {contact.role && <p className={styles.role}>{contact.role}</p>}
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>{words.email}</dt>
          <dd className={styles.value}>
            <Link href={`mailto:${contact.email}`} className={styles.link}>
              {contact.email}
            </Link>
          </dd>
        </div>
        {contact.phone && (
          <div className={styles.detail}>
            <dt className={styles.term}>{words.phone}</dt>
            <dd className={styles.value}>
              <Link href={telHref(contact.phone)} className={styles.link}>
                {contact.phone}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {replyTime && (
        <p className={styles.reply}>
          <Icon name="clock" size={16} />
          {replyTime}
        </p>
      )}
    </section>
  );
}
