import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon';
import { StrokeGlyph } from '../private/StrokeGlyph';
import { legalNumberLabel, type LegalSection } from './legalDocument';
import { LegalBlockView, type HeadingLevel } from './LegalBlockView';
import * as styles from './LegalSection.css';
import { keepCompounds } from '../private/keepCompounds';

export interface LegalSectionViewProps {
  section: LegalSection;
  /** The section's number (null for none). */
  number: string | null;
  /** The section's heading level (6 at most; its sub-headings one below). */
  headingLevel: number;
  /**
   * How the section offers its link: `copy` — a button that copies it (`onCopyLink`); `anchor` —
   * a plain link to the section's anchor, which needs no script.
   */
  link: LegalSectionLink;
  /** Its link was just copied: the button shows a check and 'Link copied' shows briefly. */
  isCopied: boolean;
  onCopyLink: () => void;
  labels: {
    copyLink: (sectionTitle: string) => string;
    linkCopied: ReactNode;
    sectionLink: (sectionTitle: string) => string;
  };
}

export const legalSectionLinks = ['copy', 'anchor'] as const;
export type LegalSectionLink = (typeof legalSectionLinks)[number];

const clampLevel = (level: number) => Math.min(level, 6) as HeadingLevel;

/** One numbered section of a LegalDocument: its heading, its link (copied or followed) and its blocks. */
export function LegalSectionView({
  section,
  number,
  headingLevel,
  link,
  isCopied,
  onCopyLink,
  labels,
}: LegalSectionViewProps) {
  const SectionHeading = `h${clampLevel(headingLevel)}` as const;
  const SubHeading = `h${clampLevel(headingLevel + 1)}` as const;
  return (
    <section id={section.id} data-section-id={section.id} className={styles.section}>
      <div className={styles.sectionHead}>
        <SectionHeading className={styles.sectionTitle}>
          {number && <span className={styles.sectionNumber}>{legalNumberLabel(number)}</span>}{' '}
          <span>{keepCompounds(section.title)}</span>
        </SectionHeading>
        {link === 'anchor' ? (
          <a
            href={`#${section.id}`}
            aria-label={labels.sectionLink(section.title)}
            className={styles.copyButton}
          >
            <LinkGlyph />
          </a>
        ) : (
          <Button
            aria-label={labels.copyLink(section.title)}
            onPress={onCopyLink}
            className={styles.copyButton}
            data-copied={isCopied || undefined}
          >
            {isCopied ? <Icon name="check" size={16} /> : <LinkGlyph />}
          </Button>
        )}
        {isCopied && (
          // Seen briefly; screen readers hear the status message instead.
          <span className={styles.copiedText} aria-hidden="true">
            {labels.linkCopied}
          </span>
        )}
      </div>
      {section.blocks.map((block, blockIndex) => (
        <LegalBlockView key={blockIndex} block={block} SubHeading={SubHeading} fallbackName={section.title} />
      ))}
    </section>
  );
}

/** A chain link (the icon set has none); decorative. */
function LinkGlyph() {
  return (
    <StrokeGlyph>
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </StrokeGlyph>
  );
}
