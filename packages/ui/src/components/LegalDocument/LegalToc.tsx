import { useId, useMemo, useState, type RefObject } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Icon } from '../Icon';
import { legalSectionNumbers, legalTocEntry, type LegalSection } from './legalDocument';
import { useCurrentLegalSection } from './useCurrentLegalSection';
import * as styles from './LegalToc.css';

/** What a table of contents reads of a section. */
type LegalTocSection = Pick<LegalSection, 'id' | 'title' | 'number'>;

export interface LegalTocProps {
  items: readonly LegalTocSection[];
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

export interface LegalTableOfContentsProps {
  /** The document's sections, as given to LegalDocument (only `id`, `title` and `number` are read). */
  items: readonly LegalTocSection[];
  /** As LegalDocument's `isNumbered`. */
  isNumbered?: boolean;
  /** Names the table of contents and is the phone's disclosure button. */
  title: string;
}

/**
 * A LegalDocument's table of contents on its own, for its `tableOfContents`: a page can render the
 * document as static HTML and hydrate only this. It follows the sections of the `<article>` that
 * holds them, as the built-in one does.
 */
export function LegalTableOfContents({ items, isNumbered = true, title }: LegalTableOfContentsProps) {
  const numbers = useMemo(() => legalSectionNumbers(items, isNumbered), [items, isNumbered]);
  const ids = useMemo(() => items.map((section) => section.id), [items]);
  // The document around it, looked up when the reader starts being followed (after hydration).
  const documentRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return ids[0] ? (document.getElementById(ids[0])?.closest('article') ?? null) : null;
      },
    }),
    [ids],
  );
  const { current, follow } = useCurrentLegalSection(documentRef, ids);
  return <LegalToc items={items} numbers={numbers} current={current} onFollow={follow} title={title} />;
}
