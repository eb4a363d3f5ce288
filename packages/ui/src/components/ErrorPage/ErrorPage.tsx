import type { ReactNode } from 'react';
import { ButtonLink } from '../Button';
import { Icon, type IconName } from '../Icon';
import { Container } from '../Layout';
import { Heading, Text } from '../Typography';
import { cx } from '../../utils/cx';
import * as styles from './ErrorPage.css';

export const errorPageVariants = ['not-found', 'error'] as const;
export type ErrorPageVariant = (typeof errorPageVariants)[number];

const defaultIcons: Record<ErrorPageVariant, IconName> = { 'not-found': 'search', error: 'alert' };

export interface ErrorPageProps {
  /** `not-found` for an unknown address; `error` for an unexpected failure (red tone, alert icon). */
  variant?: ErrorPageVariant;
  /** The page's `h1`, e.g. 'Oops! Page not found'. */
  title: ReactNode;
  /** A sentence under the title saying what happened and what to do. */
  message?: ReactNode;
  /** A short code above the title, e.g. '404'. */
  code?: string;
  /** Where the home link goes. */
  homeHref?: string;
  /** The home link's text, e.g. 'Return to Home'. */
  homeLabel: string;
  /** More actions before the home link, e.g. a 'Try again' button for the `error` variant. */
  action?: ReactNode;
  /** Technical details (message, stack), folded away in a `<details>` under the actions. */
  details?: ReactNode;
  /** The summary line of the folded details. */
  detailsLabel?: string;
  /** Replace the variant's icon. */
  icon?: IconName;
  className?: string;
}

/**
 * A full-page message for a missing page (`not-found`) or an unexpected error (`error`): an icon,
 * the `h1` title, a message and a link home, plus for errors an optional action (such as 'Try
 * again') and technical details folded in a `<details>`. It renders no `<main>`: put it inside the
 * site's layout.
 */
export function ErrorPage({
  variant = 'not-found',
  title,
  message,
  code,
  homeHref = '/',
  homeLabel,
  action,
  details,
  detailsLabel = 'Error details',
  icon,
  className,
}: ErrorPageProps) {
  return (
    <div className={cx(styles.root, className)} data-variant={variant}>
      <Container size={2} className={styles.inner}>
        <span className={styles.icon({ tone: variant })}>
          <Icon name={icon ?? defaultIcons[variant]} size={32} />
        </span>
        {code && <p className={styles.code}>{code}</p>}
        <Heading level={1} size={8} align="center">
          {title}
        </Heading>
        {message && (
          <Text size={4} tone="muted" align="center" className={styles.message}>
            {message}
          </Text>
        )}
        <div className={styles.actions}>
          {action}
          <ButtonLink href={homeHref} size={3} variant={action ? 'soft' : 'solid'} icon="arrow-left">
            {homeLabel}
          </ButtonLink>
        </div>
        {details && (
          <details className={styles.details}>
            <summary className={styles.summary}>{detailsLabel}</summary>
            <pre className={styles.detailsBody}>{details}</pre>
          </details>
        )}
      </Container>
    </div>
  );
}
