import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { PlainButton, type PlainButtonProps } from '../../utils/PlainButton';
import { Icon } from '../Icon';
import { Container } from '../Layout';
import * as styles from './SiteFooter.css';
import type { HeadingLevel } from '../Typography';

/** A link in the footer. */
export interface FooterLink {
  /** The visible text. */
  label: string;
  /** Where it goes. Routed by the app's `RouterProvider` when one is present. */
  href: string;
}

/** A titled group of footer links, rendered as its own navigation landmark. */
export interface FooterColumn {
  /** The group's heading; it also names the group's `<nav>`. */
  title: string;
  /** The column's links, listed top to bottom. */
  links: readonly FooterLink[];
}

/** How visitors reach the team, e.g. a `mailto:` link. */
export interface FooterContact {
  /** The link text, e.g. the address itself. */
  label: string;
  /** e.g. `mailto:support@example.com`. */
  href: string;
  /** Text before the link, e.g. 'Questions? Write to'. */
  intro?: ReactNode;
}

/** The footer's own words. */
export interface SiteFooterLabels {
  /** Names the legal links' navigation landmark. */
  legal: string;
}

export const defaultSiteFooterLabels: SiteFooterLabels = { legal: 'Legal' };

export interface SiteFooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  /** The product mark (often the same link home as the header's). */
  logo?: ReactNode;
  /** A line under the logo about the product. */
  description?: ReactNode;
  /** Groups of links (product, company, resources…), one column each. */
  columns: readonly FooterColumn[];
  /** Links to the legal pages, in the bottom row beside the copyright line. */
  legalLinks?: readonly FooterLink[];
  /** The copyright line, e.g. `© ${new Date().getFullYear()} Example Inc.` (pass the year in; never hard-code it). */
  copyright: ReactNode;
  /** A contact link (with a mail icon) under the description. */
  contact?: FooterContact;
  /** An optional slot under the brand block, e.g. a newsletter sign-up form. */
  newsletter?: ReactNode;
  /**
   * A badge in the brand block under the contact line, e.g. a FloatingBadge: it sits here, part
   * of the footer, wherever it does not float.
   */
  badge?: ReactNode;
  /**
   * A control at the end of the legal links, in their group (e.g. a 'Cookie Settings' button that
   * reopens consent); `SiteFooterButton` draws a button as those links are drawn.
   */
  action?: ReactNode;
  /**
   * A large decorative sign-off under the bottom row, e.g. the product's name: set very large in
   * the heading face, faint, its foot cut off by the footer's lower edge (as Linear and Vercel end
   * theirs). Hidden from assistive technology; plain text or an inline SVG, so it costs no request.
   */
  signature?: ReactNode;
  /** The outline level of the column headings (2 by default: the footer sits under the page's h1). */
  headingLevel?: HeadingLevel;
  /** Overrides the footer's UI strings (defaults: `defaultSiteFooterLabels`). */
  labels?: Partial<SiteFooterLabels>;
}

/**
 * The page footer: a `<footer>` landmark with the brand block (logo, description, contact, optional
 * badge and newsletter slots), columns of links (each a `<nav>` named by its heading) and a bottom row with
 * the copyright line and the legal links. Columns sit side by side from 768 px and two to a row on
 * a phone.
 *
 * Links are react-aria `Link`s: inside the package's `RouterProvider` they route on the client.
 */
export function SiteFooter({
  logo,
  description,
  columns,
  legalLinks = [],
  copyright,
  contact,
  newsletter,
  badge,
  action,
  signature,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: SiteFooterProps) {
  const labels = { ...defaultSiteFooterLabels, ...labelOverrides };
  const hasBrand = Boolean(logo || description || contact || newsletter || badge);
  return (
    <footer {...rest} className={cx(styles.footer, signature != null && styles.signed, className)}>
      <Container>
        <div className={styles.top}>
          {hasBrand && (
            <div className={styles.brand}>
              {logo}
              {description && <p className={styles.description}>{description}</p>}
              {contact && (
                <p className={styles.contact}>
                  <Icon name="mail" size={16} className={styles.contactIcon} />
                  {contact.intro && <span>{contact.intro}</span>}
                  <Link href={contact.href} className={styles.contactLink}>
                    {contact.label}
                  </Link>
                </p>
              )}
              {badge && <div className={styles.badge}>{badge}</div>}
              {newsletter && <div className={styles.newsletter}>{newsletter}</div>}
            </div>
          )}
          <div className={styles.columns}>
            {columns.map((column) => (
              <LinkColumn key={column.title} column={column} headingLevel={headingLevel} />
            ))}
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright}</p>
          {legalLinks.length > 0 && (
            <nav aria-label={labels.legal}>
              <ul className={styles.legalList}>
                {legalLinks.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className={styles.link}>
                      {item.label}
                    </Link>
                  </li>
                ))}
                {action != null && <li>{action}</li>}
              </ul>
            </nav>
          )}
          {legalLinks.length === 0 && action}
        </div>
        {signature != null && (
          <div className={styles.signature} aria-hidden="true">
            {signature}
          </div>
        )}
      </Container>
    </footer>
  );
}

function LinkColumn({ column, headingLevel }: { column: FooterColumn; headingLevel: HeadingLevel }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <nav aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.columnTitle}>
        {column.title}
      </Heading>
      <ul className={styles.linkList}>
        {column.links.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A button drawn as the footer's legal links (same size, grey and hover), for the `action` slot. */
export function SiteFooterButton({ className, ...rest }: PlainButtonProps) {
  return <PlainButton {...rest} className={cx(styles.link, styles.linkButton, className)} />;
}
