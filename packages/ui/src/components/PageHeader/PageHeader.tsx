import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Button, Link } from 'react-aria-components';
import { Container } from '../Layout';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './PageHeader.css';
import { keepCompounds } from '../private/keepCompounds';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const pageHeaderAligns = ['start', 'center'] as const;
export type PageHeaderAlign = (typeof pageHeaderAligns)[number];

export interface PageHeaderLink {
  label: ReactNode;
  href: string;
}

export interface PageHeaderLabels {
  /** The Back button shown with `onBack`. */
  back: string;
}

export const defaultPageHeaderLabels: PageHeaderLabels = { back: 'Back' };

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's name: its one `h1` unless `headingLevel` says otherwise. */
  title: ReactNode;
  /** A short line above the title (a section name, a date, a category). */
  eyebrow?: ReactNode;
  /** The lead paragraph under the title. */
  description?: ReactNode;
  /** The heading level of `title` (default 1: a page header names the page). */
  headingLevel?: HeadingLevel;
  /** A link back to the parent page, shown above the title with an arrow, e.g. `{ label: 'All features', href: '/features' }`. */
  backLink?: PageHeaderLink;
  /**
   * Shows a Back button (instead of a link) that calls this, e.g. to go one step back in the
   * browser's history. Ignored when `backLink` is given.
   */
  onBack?: () => void;
  /**
   * Something of the page's own where the Back button goes, e.g. a `PageHeaderBackButton` that
   * the page hydrates on its own while the header stays static HTML. Ignored when `backLink` is given.
   */
  back?: ReactNode;
  /** UI strings, merged over `defaultPageHeaderLabels`. */
  labels?: Partial<PageHeaderLabels>;
  /** A small line under the description, e.g. 'Last updated April 19, 2025'. */
  meta?: ReactNode;
  /** Text alignment: `start` for documents (legal, a post, a job, the install guide), `center` for every index and company page (one rule: no left header over an empty right half). */
  align?: PageHeaderAlign;
  /** Free content under the meta line, e.g. actions or a search field. */
  children?: ReactNode;
  /** Reaches the `<header>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The top of a content page: optional back link, eyebrow, the page's title, a lead paragraph
 * and a meta line. Renders a `<header>`; the title is the page's `h1` by default.
 */
export function PageHeader({
  title,
  eyebrow,
  description,
  headingLevel = 1,
  backLink,
  onBack,
  back,
  labels: labelsProp,
  meta,
  align = 'start',
  className,
  children,
  ...rest
}: PageHeaderProps) {
  const Title = `h${headingLevel}` as const;
  const labels = { ...defaultPageHeaderLabels, ...labelsProp };
  return (
    <header {...rest} data-align={align} className={cx(styles.root, className)}>
      <Container size={4} className={styles.inner}>
        {backLink ? (
          <Link href={backLink.href} className={styles.backLink}>
            <Icon name="arrow-left" size="1.1em" className={styles.backIcon} />
            {backLink.label}
          </Link>
        ) : (
          (back ?? (onBack && <PageHeaderBackButton onPress={onBack} label={labels.back} />))
        )}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Title className={styles.title}>{keepCompounds(title)}</Title>
        {description && <p className={styles.description}>{description}</p>}
        {meta && <p className={styles.meta}>{meta}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </Container>
    </header>
  );
}

/** The Back button of a PageHeader (`onBack`), on its own for the header's `back`. */
export function PageHeaderBackButton({ onPress, label }: { onPress: () => void; label: string }) {
  return (
    <Button onPress={onPress} className={styles.backLink}>
      <Icon name="arrow-left" size="1.1em" className={styles.backIcon} />
      {label}
    </Button>
  );
}
