import { useId, useState } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Icon } from '../Icon';
import { legalTocEntry, type LegalSection } from './legalDocument';
import * as styles from './LegalToc.css';

export interface LegalTocProps {
  items: readonly LegalSection[];
  /** Each section's number (null for none), in order. */
  numbers: readonly (string | null)[];
  /** The section the reader is in (`aria-current="location"`). */
  current: string | null;
  /** A link to this section was followed. */
  onFollow: (id: string) => void;
  /** Names the table of contents and is the phone's disclosure button. */
  title: string;
}

/**
 * The table of contents of a LegalDocument, twice: a sidebar from 1024 px, and a disclosure
 * (showing the current section's title) on smaller screens that closes once a link is followed.
 */
export function LegalToc({ items, numbers, current, onFollow, title }: LegalTocProps) {
  const [isTocOpen, setTocOpen] = useState(false);
  const tocId = useId();

  const tocLinks = (onNavigate?: () => void) => (
    <ol className={styles.tocList}>
      {items.map((section, index) => {
        const entry = legalTocEntry(numbers[index] ?? null, section.title);
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={styles.tocLink}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={() => {
                onFollow(section.id);
                onNavigate?.();
              }}
            >
              {/* Always there, empty for a section without a number: every title starts in one column. */}
              <span className={styles.tocNumber} aria-hidden={entry.marker ? undefined : true}>
                {entry.marker}
              </span>{' '}
              <span>{entry.title}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );

  const currentTitle = items.find((section) => section.id === current)?.title;

  return (
    <>
      <nav aria-labelledby={`${tocId}-side`} data-toc="sidebar" className={styles.tocSidebar}>
        <p id={`${tocId}-side`} className={styles.tocTitle}>
          {title}
        </p>
        {tocLinks()}
      </nav>

      <Disclosure isExpanded={isTocOpen} onExpandedChange={setTocOpen} className={styles.tocDisclosure}>
        <Button slot="trigger" className={styles.tocTrigger}>
          <span className={styles.tocTriggerLabel}>{title}</span>
          {currentTitle && (
            <span className={styles.tocTriggerCurrent} aria-hidden="true">
              {currentTitle}
            </span>
          )}
          <Icon name="chevron-down" size={18} className={styles.tocChevron} />
        </Button>
        <DisclosurePanel className={styles.tocPanel}>
          <nav aria-label={title} data-toc="disclosure">
            {tocLinks(() => setTocOpen(false))}
          </nav>
        </DisclosurePanel>
      </Disclosure>
    </>
  );
}
