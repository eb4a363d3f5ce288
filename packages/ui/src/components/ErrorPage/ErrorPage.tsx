import { isValidElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { heading, text } from '../../theme/typography.css';
import { ButtonLink, buttonClassName } from '../Button';
import { PlainButton } from '../../utils/PlainButton';
import { Icon, type IconName } from '../Icon';
import { Container } from '../Layout';
import { cx } from '../../utils/cx';
import * as styles from './ErrorPage.css';
import type { HeadingLevel } from '../Typography';

export const errorPageVariants = ['not-found', 'error'] as const;
export type ErrorPageVariant = (typeof errorPageVariants)[number];

const defaultIcons: Record<ErrorPageVariant, IconName> = { 'not-found': 'search', error: 'alert' };

/** The page's own words. */
export interface ErrorPageLabels {
  /** The home link's text. */
  home: string;
  /** The summary line of the folded technical details. */
  details: string;
  /** The retry button's text (shown with `onRetry`). */
  retry: string;
}

export const defaultErrorPageLabels: ErrorPageLabels = {
  home: 'Return to Home',
  details: 'Error details',
  retry: 'Try Again',
};

export interface ErrorPageProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** `not-found` for an unknown address; `error` for an unexpected failure (red, alert icon). */
  variant?: ErrorPageVariant;
  /** The page's heading, e.g. 'Oops! Page not found'. */
  title: ReactNode;
  /** A sentence under the title saying what happened and what to do. */
  description?: ReactNode;
  /** A short line above the title, e.g. the status code '404'. */
  eyebrow?: ReactNode;
  /** Heading level of the title: 1 (default) when the message is the page, as it usually is. */
  headingLevel?: HeadingLevel;
  /** Where the home link goes. */
  homeHref?: string;
  /**
   * Shows a 'Try again' button (`labels.retry`) before the home link and calls this when it is
   * pressed, e.g. to reload the page. A plain `<button>`: an error page must work when the app's
   * other code failed to load.
   */
  onRetry?: () => void;
  /** More actions before the home link (after the retry button). */
  action?: ReactNode;
  /** Technical details (message, stack), folded away in a `<details>` under the actions. */
  details?: ReactNode;
  /** Replaces the variant's icon: a name from the set or any element (an app's own icon). */
  icon?: IconName | ReactElement;
  /**
   * A drawing in place of the icon and its round tile, e.g. the app's motif drawn from its mark.
   * Decorative: hidden from screen readers, as the title says what happened.
   */
  illustration?: ReactNode;
  /** Overrides the page's UI strings (defaults: `defaultErrorPageLabels`). */
  labels?: Partial<ErrorPageLabels>;
}

/**
 * A full-page message for a missing page (`not-found`) or an unexpected error (`error`): an icon,
 * the title (an `h1` by default), a description and a link home, plus for errors an optional
 * action (such as 'Try again') and technical details folded in a `<details>`. It renders a
 * `<div>` (which takes `ref` and HTML attributes), no `<main>`: put it inside the site's layout.
 */
export function ErrorPage({
  variant = 'not-found',
  title,
  description,
  eyebrow,
  headingLevel = 1,
  homeHref = '/',
  onRetry,
  action,
  details,
  icon,
  illustration,
  labels: labelOverrides,
  className,
  ...rest
}: ErrorPageProps) {
  const labels = { ...defaultErrorPageLabels, ...labelOverrides };
  const Title = `h${headingLevel}` as const;
  const glyph = icon ?? defaultIcons[variant];
  return (
    <div {...rest} className={cx(styles.root, className)} data-variant={variant}>
      <Container size={2} className={styles.inner}>
        {illustration ? (
          <span className={styles.illustration} aria-hidden="true">
            {illustration}
          </span>
        ) : (
          <span className={styles.icon({ variant })}>
            {isValidElement(glyph) ? glyph : <Icon name={glyph as IconName} size={32} />}
          </span>
        )}
        {eyebrow && <p className={styles.eyebrow({ variant })}>{eyebrow}</p>}
        <Title className={cx(heading[8], styles.title)}>{title}</Title>
        {description && <p className={cx(text[4], styles.description)}>{description}</p>}
        <div className={styles.actions}>
          {onRetry && (
            <PlainButton className={buttonClassName({ size: 3 })} onPress={onRetry}>
              {labels.retry}
            </PlainButton>
          )}
          {action}
          <ButtonLink
            href={homeHref}
            size={3}
            variant={onRetry || action ? 'surface' : 'solid'}
            icon="arrow-left"
          >
            {labels.home}
          </ButtonLink>
        </div>
        {details && (
          <details className={styles.details}>
            <summary className={styles.summary}>{labels.details}</summary>
            <pre className={styles.detailsBody}>{details}</pre>
          </details>
        )}
      </Container>
    </div>
  );
}
