import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { Container } from '../Layout';
import * as styles from './SiteFooter.css';

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

export interface SiteFooterProps {
  /** The product mark (often the same link home as the header's). */
  logo?: ReactNode;
  /** A line under the logo about the product. */
  tagline?: ReactNode;
  /** Groups of links (product, company, resources…), one column each. */
  columns: readonly FooterColumn[];
  /** Links to the legal pages, in the bottom row beside the copyright line. */
  legalLinks?: readonly FooterLink[];
  /** Names the legal links' navigation landmark. */
  legalLabel?: string;
  /** The copyright line, e.g. '© 2025 Example Inc. All rights reserved.' */
  copyright: ReactNode;
  /** A contact link (with a mail icon) under the tagline. */
  contact?: FooterContact;
  /** An optional slot under the brand block, e.g. a newsletter sign-up form. */
  newsletter?: ReactNode;
  /** The outline level of the column headings (2 by default: the footer sits under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the `<footer>`, e.g. for spacing in the page layout. */
  className?: string;
}

/**
 * The page footer: a `<footer>` landmark with the brand block (logo, tagline, contact, an optional
 * newsletter slot), columns of links (each a `<nav>` named by its heading) and a bottom row with
 * the copyright line and the legal links. Columns sit side by side from 768 px and two to a row on
 * a phone.
 *
 * Links are react-aria `Link`s: inside `RouterProvider` they route on the client.
 */
export function SiteFooter({
  logo,
  tagline,
  columns,
  legalLinks = [],
  legalLabel = 'Legal',
  copyright,
  contact,
  newsletter,
  headingLevel = 2,
  className,
}: SiteFooterProps) {
  const hasBrand = Boolean(logo || tagline || contact || newsletter);
  return (
    <footer className={cx(styles.footer, className)}>
      <Container>
        <div className={styles.top}>
          {hasBrand && (
            <div className={styles.brand}>
              {logo}
              {tagline && <p className={styles.tagline}>{tagline}</p>}
              {contact && (
                <p className={styles.contact}>
                  <Icon name="mail" size={16} className={styles.contactIcon} />
                  {contact.intro && <span>{contact.intro}</span>}
                  <Link href={contact.href} className={styles.contactLink}>
                    {contact.label}
                  </Link>
                </p>
              )}
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
            <nav aria-label={legalLabel}>
              <ul className={styles.legalList}>
                {legalLinks.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className={styles.link}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </Container>
    </footer>
  );
}

function LinkColumn({ column, headingLevel }: { column: FooterColumn; headingLevel: 2 | 3 | 4 }) {
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
