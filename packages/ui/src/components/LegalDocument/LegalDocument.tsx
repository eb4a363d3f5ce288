import { useCallback, useMemo, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { PageHeader } from '../PageHeader';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { useClipboardCopy } from '../../utils/useClipboardCopy';
import { legalSectionNumbers, type LegalSection } from './legalDocument';
import type { HeadingLevel } from './LegalBlockView';
import { LegalSectionView, type LegalSectionLink } from './LegalSectionView';
import { LegalToc } from './LegalToc';
import { readingStartAttribute, useCurrentLegalSection } from './useCurrentLegalSection';
import * as styles from './LegalDocument.css';

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
  /** Names each section's link with `sectionLinks="anchor"`. */
  sectionLink: (sectionTitle: string) => string;
}

export const defaultLegalDocumentLabels: LegalDocumentLabels = {
  tableOfContents: 'On This Page',
  back: 'Back',
  copyLink: (sectionTitle) => `Copy link to section: ${sectionTitle}`,
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  sectionLink: (sectionTitle) => `Link to section: ${sectionTitle}`,
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
   * Something of the page's own where the Back button goes (see PageHeader's `back`), e.g. a
   * `PageHeaderBackButton` hydrated on its own while the document stays static HTML.
   */
  back?: ReactNode;
  /**
   * Something of the page's own instead of the built-in table of contents, e.g. a
   * `LegalTableOfContents` hydrated on its own while the document stays static HTML.
   */
  tableOfContents?: ReactNode;
  /**
   * How each section offers its link: `copy` (default) — a button that copies it; `anchor` — a
   * plain link to the section, which works without a script.
   */
  sectionLinks?: LegalSectionLink;
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
  back,
  tableOfContents,
  sectionLinks = 'copy',
  variant = 'screen',
  labels: labelsProp,
  className,
  ref,
  ...rest
}: LegalDocumentProps) {
  const labels = { ...defaultLegalDocumentLabels, ...labelsProp };
  const numbers = useMemo(() => legalSectionNumbers(items, isNumbered), [items, isNumbered]);
  const ids = useMemo(() => items.map((section) => section.id), [items]);
  const clipboard = useClipboardCopy();
  const copiedId = clipboard.recentlyCopied;
  const rootRef = useRef<HTMLElement | null>(null);
  const setRoot = useCallback(
    (node: HTMLElement | null) => {
      rootRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const { current, follow } = useCurrentLegalSection(rootRef, ids);

  const copyLink = (id: string) => clipboard.copy(new URL(`#${id}`, window.location.href).href, id);

  return (
    <article {...rest} ref={setRoot} data-variant={variant} className={cx(styles.root, className)}>
      <PageHeader
        title={title}
        eyebrow={eyebrow}
        description={description}
        meta={meta}
        headingLevel={headingLevel}
        onBack={onBack}
        back={back}
        labels={{ back: labels.back }}
        className={styles.header}
        {...{ [readingStartAttribute]: '' }}
      />

      <div className={styles.layout}>
        {items.length > 1 &&
          (tableOfContents ?? (
            <LegalToc
              items={items}
              numbers={numbers}
              current={current}
              onFollow={follow}
              title={labels.tableOfContents}
            />
          ))}

        <div className={styles.body}>
          {items.map((section, index) => (
            <LegalSectionView
              key={section.id}
              section={section}
              number={numbers[index] ?? null}
              headingLevel={headingLevel + 1}
              link={sectionLinks}
              isCopied={copiedId === section.id}
              onCopyLink={() => void copyLink(section.id)}
              labels={labels}
            />
          ))}
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
