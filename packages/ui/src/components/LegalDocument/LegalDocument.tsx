import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Icon } from '../Icon';
import { PageHeader } from '../PageHeader';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { useClipboardCopy } from '../../utils/useClipboardCopy';
import {
  currentLegalSection,
  legalSectionNumbers,
  type LegalBlock,
  type LegalSection,
} from './legalDocument';
import * as styles from './LegalDocument.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const legalDocumentVariants = ['screen', 'print'] as const;
export type LegalDocumentVariant = (typeof legalDocumentVariants)[number];

/**
 * Put this attribute on anything that must not be printed with a legal page (the site's header,
 * footer, floating badge, cookie banner): `<header data-print-hidden>`. LegalDocument's styles
 * hide it under `@media print`.
 */
export const printHiddenAttribute = 'data-print-hidden';

export interface LegalDocumentLabels {
  /** Names the table of contents and is the phone's disclosure button. */
  tableOfContents: string;
  /** The Back button shown with `onBack`. */
  back: string;
  /** Names each section's copy-link button. */
  copyLink: (sectionTitle: string) => string;
  /** Announced (and shown briefly) once a section's link is on the clipboard. */
  linkCopied: string;
  /** Announced when the clipboard refused the link. */
  copyFailed: string;
}

export const defaultLegalDocumentLabels: LegalDocumentLabels = {
  tableOfContents: 'On This Page',
  back: 'Back',
  copyLink: (sectionTitle) => `Copy link to section: ${sectionTitle}`,
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
};

export interface LegalDocumentProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The document's name, e.g. 'Data Processing Agreement'. */
  title: ReactNode;
  /** A line above the title, e.g. 'Legal'. */
  eyebrow?: ReactNode;
  /** The lead paragraph under the title. */
  description?: ReactNode;
  /** A line under the lead, e.g. 'Last updated April 19, 2025'. */
  meta?: ReactNode;
  /** The heading level of `title` (default 1); sections are one level below, sub-headings two. */
  headingLevel?: HeadingLevel;
  /** The sections, in order. Each is listed in the table of contents and reachable at `#id`. */
  items: readonly LegalSection[];
  /** Number the sections 1, 2, 3 … (sections with their own `number` keep it either way). */
  isNumbered?: boolean;
  /** Shows a Back button that calls this (e.g. the site goes one step back in history). */
  onBack?: () => void;
  /**
   * `print` shows the print styles on screen (black on white, no table of contents, no
   * buttons), as a preview; under `@media print` they always apply.
   */
  variant?: LegalDocumentVariant;
  /** UI strings, merged over `defaultLegalDocumentLabels`. */
  labels?: Partial<LegalDocumentLabels>;
  /** Reaches the `<article>`. */
  ref?: Ref<HTMLElement>;
}

const clampLevel = (level: number) => Math.min(level, 6) as HeadingLevel;

/**
 * A long legal text from structured sections: the document's header, a table of contents that
 * follows the reader (the section in view is marked `aria-current="location"`), numbered
 * sections with a copy-link button each, and print styles. The table of contents is a sidebar
 * from 1024 px and a disclosure on smaller screens. The sections' anchors leave room for a
 * sticky site header when the site sets `--clipnest-scroll-offset` (e.g. `64px`) on the root.
 */
export function LegalDocument({
  title,
  eyebrow,
  description,
  meta,
  headingLevel = 1,
  items,
  isNumbered = true,
  onBack,
  variant = 'screen',
  labels: labelsProp,
  className,
  ref,
  ...rest
}: LegalDocumentProps) {
  const labels = { ...defaultLegalDocumentLabels, ...labelsProp };
  const numbers = useMemo(() => legalSectionNumbers(items, isNumbered), [items, isNumbered]);
  const ids = useMemo(() => items.map((section) => section.id), [items]);
  const [current, setCurrent] = useState<string | null>(null);
  const [isTocOpen, setTocOpen] = useState(false);
  const clipboard = useClipboardCopy();
  const copiedId = clipboard.recentlyCopied;
  const rootRef = useRef<HTMLElement | null>(null);
  const pinnedUntil = useRef(0);
  const setRoot = useCallback(
    (node: HTMLElement | null) => {
      rootRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const tocId = useId();
  const SectionHeading = `h${clampLevel(headingLevel + 1)}` as const;
  const SubHeading = `h${clampLevel(headingLevel + 2)}` as const;

  // Follow the reader: a section is "in the band" while it crosses the reading line; the first
  // such section is the current one.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const readingLine = 0.25;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.sectionId;
          if (!id) continue;
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        // Right after a table-of-contents link was followed, its section stays current (a short
        // last section may never reach the reading line).
        if (Date.now() < pinnedUntil.current) return;
        // Scrolled back above the first section (to the page's top): no section is current.
        const first = root.querySelector('[data-section-id]');
        const beforeFirst = !!first && first.getBoundingClientRect().top > window.innerHeight * readingLine;
        setCurrent((previous) => currentLegalSection(ids, inBand, previous, beforeFirst));
      },
      // The reading line: a thin band a quarter of the way down the viewport.
      { rootMargin: `-${readingLine * 100}% 0px -74% 0px` },
    );
    for (const element of root.querySelectorAll<HTMLElement>('[data-section-id]')) {
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);

  const copyLink = (id: string) => clipboard.copy(new URL(`#${id}`, window.location.href).href, id);

  const tocLinks = (onNavigate?: () => void) => (
    <ol className={styles.tocList}>
      {items.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className={styles.tocLink}
            aria-current={current === section.id ? 'location' : undefined}
            onClick={() => {
              pinnedUntil.current = Date.now() + 1000;
              setCurrent(section.id);
              onNavigate?.();
            }}
          >
            {numbers[index] && <span className={styles.tocNumber}>{numbers[index]}</span>}{' '}
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  const currentTitle = items.find((section) => section.id === current)?.title;

  return (
    <article {...rest} ref={setRoot} data-variant={variant} className={cx(styles.root, className)}>
      <PageHeader
        title={title}
        eyebrow={eyebrow}
        description={description}
        meta={meta}
        headingLevel={headingLevel}
        onBack={onBack}
        labels={{ back: labels.back }}
        className={styles.header}
      />

      <div className={styles.layout}>
        {items.length > 1 && (
          <>
            <nav aria-labelledby={`${tocId}-side`} data-toc="sidebar" className={styles.tocSidebar}>
              <p id={`${tocId}-side`} className={styles.tocTitle}>
                {labels.tableOfContents}
              </p>
              {tocLinks()}
            </nav>

            <Disclosure isExpanded={isTocOpen} onExpandedChange={setTocOpen} className={styles.tocDisclosure}>
              <Button slot="trigger" className={styles.tocTrigger}>
                <span className={styles.tocTriggerLabel}>{labels.tableOfContents}</span>
                {currentTitle && (
                  <span className={styles.tocTriggerCurrent} aria-hidden="true">
                    {currentTitle}
                  </span>
                )}
                <Icon name="chevron-down" size={18} className={styles.tocChevron} />
              </Button>
              <DisclosurePanel className={styles.tocPanel}>
                <nav aria-label={labels.tableOfContents} data-toc="disclosure">
                  {tocLinks(() => setTocOpen(false))}
                </nav>
              </DisclosurePanel>
            </Disclosure>
          </>
        )}

        <div className={styles.body}>
          {items.map((section, index) => {
            const number = numbers[index];
            return (
              <section
                key={section.id}
                id={section.id}
                data-section-id={section.id}
                className={styles.section}
              >
                <div className={styles.sectionHead}>
                  <SectionHeading className={styles.sectionTitle}>
                    {number && (
                      <span className={styles.sectionNumber}>
                        {/^\d+$/.test(number) ? `${number}.` : number}
                      </span>
                    )}{' '}
                    <span>{section.title}</span>
                  </SectionHeading>
                  <Button
                    aria-label={labels.copyLink(section.title)}
                    onPress={() => void copyLink(section.id)}
                    className={styles.copyButton}
                    data-copied={copiedId === section.id || undefined}
                  >
                    {copiedId === section.id ? <Icon name="check" size={16} /> : <LinkGlyph />}
                  </Button>
                  {copiedId === section.id && (
                    // Seen briefly; screen readers hear the status message instead.
                    <span className={styles.copiedText} aria-hidden="true">
                      {labels.linkCopied}
                    </span>
                  )}
                </div>
                {section.blocks.map((block, blockIndex) => (
                  <Block
                    key={blockIndex}
                    block={block}
                    SubHeading={SubHeading}
                    fallbackName={section.title}
                  />
                ))}
              </section>
            );
          })}
        </div>
      </div>

      <VisuallyHidden role="status" aria-live="polite">
        {clipboard.outcome && (
          // A new node each time, so a second copy is announced again.
          <span key={clipboard.attempt}>
            {clipboard.outcome === 'copied' ? labels.linkCopied : labels.copyFailed}
          </span>
        )}
      </VisuallyHidden>
    </article>
  );
}

function Block({
  block,
  SubHeading,
  fallbackName,
}: {
  block: LegalBlock;
  SubHeading: `h${HeadingLevel}`;
  fallbackName: string;
}) {
  const captionId = useId();
  switch (block.type) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'heading':
      return <SubHeading className={styles.subHeading}>{block.text}</SubHeading>;
    case 'note':
      return (
        <p className={styles.note}>
          <Icon name="info" size={18} className={styles.noteIcon} />
          <span>{block.text}</span>
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item, i) => (
            <li key={i} className={styles.listItem}>
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item, i) => (
            <div key={i} className={styles.definition}>
              <dt className={styles.term}>{item.term}</dt>
              <dd className={styles.definitionText}>{item.definition}</dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        <div className={styles.tableBlock}>
          {block.caption && (
            <p id={captionId} className={styles.caption}>
              {block.caption}
            </p>
          )}
          {/* A table from 640 px; below, each row stacks as a labelled block (no sideways scrolling).
              Focusable, so a keyboard can scroll it should a wide table still overflow. */}
          <div
            role="group"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be focusable
            tabIndex={0}
            {...(block.caption ? { 'aria-labelledby': captionId } : { 'aria-label': fallbackName })}
            className={styles.tableScroll}
          >
            <table className={styles.table} aria-labelledby={block.caption ? captionId : undefined}>
              <thead>
                <tr>
                  {block.columns.map((column, i) => (
                    <th key={i} scope="col" className={styles.th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row" className={styles.rowHeader}>
                          {cell}
                        </th>
                      ) : (
                        <td key={c} className={styles.td}>
                          {/* On a phone each row is a block and each cell says its column; the
                              cell's column header already names it to screen readers. */}
                          <span aria-hidden="true" className={styles.cellLabel}>
                            {block.columns[c]}
                          </span>
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      );
  }
}

/** A chain-link glyph (the icon set has none); decorative. */
function LinkGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </svg>
  );
}
