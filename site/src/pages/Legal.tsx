import { LegalDocument, TextLink, type LegalBlock, type LegalSection } from '@clipnest/ui';
import { Fragment, type ReactNode } from 'react';
import { formatDate } from '../content/blocks';
import { companyDomain } from '../content/company';
import {
  legalLabels,
  type LegalDocument as LegalDocumentContent,
  type LegalDocumentId,
} from '../content/legal/types';
import { titled } from '../content/seo';
import type { Block, RichText } from '../content/types';
import { Island } from '../loading/Island';
import type { PageModule } from '../pageTypes';
import type { PageMeta } from '../seo';

/** The company's addresses as written in the legal copy (e.g. privacy@clipnest.app). */
const emailPattern = new RegExp(`([\\w.+-]+@${companyDomain.replace(/\./g, '\\.')})`, 'g');

/** A plain run, with every address of ours in it a mailto link (the copy keeps them as text). */
function linkEmails(text: string, key: number | string = 0): ReactNode {
  const parts = text.split(emailPattern);
  if (parts.length === 1) return <Fragment key={key}>{text}</Fragment>;
  // split() with a capture group puts each address at the odd indices.
  return (
    <Fragment key={key}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <TextLink key={index} href={`mailto:${part}`}>
            {part}
          </TextLink>
        ) : (
          part && <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Fragment>
  );
}

/** Rich text from the content: plain runs as text, link runs as router links (or mailto anchors). */
function rich(text: RichText): ReactNode {
  if (typeof text === 'string') return linkEmails(text);
  return text.map((run, index) =>
    typeof run === 'string' ? (
      linkEmails(run, index)
    ) : (
      <TextLink key={index} href={run.href}>
        {run.text}
      </TextLink>
    ),
  );
}

/** A content block in LegalDocument's block model. */
function legalBlock(block: Block): LegalBlock {
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', text: rich(block.text) };
    case 'heading':
      return { type: 'heading', text: block.text };
    case 'list':
      return { type: 'list', ordered: block.ordered, items: block.items.map(rich) };
    case 'table':
      return {
        type: 'table',
        caption: block.caption,
        columns: block.head,
        rows: block.rows.map((row) => row.map(rich)),
      };
    case 'definitions':
      return {
        type: 'definitions',
        items: block.items.map((item) => ({ term: item.term, definition: rich(item.definition) })),
      };
    case 'quote':
      return {
        type: 'paragraph',
        text: (
          <>
            <q>{block.text}</q>
            {block.cite && <> — {block.cite}</>}
          </>
        ),
      };
    case 'code':
      return { type: 'paragraph', text: <code>{block.code}</code> };
  }
}

/**
 * The document's sections, numbered 1, 2, 3 … on every legal page (an annex keeps its own label):
 * its intro first and its related links last, both unnumbered, around them.
 */
function legalSections(doc: LegalDocumentContent): LegalSection[] {
  const sections: LegalSection[] = doc.sections.map((section) => ({
    id: section.id,
    title: section.title,
    ...(section.number !== undefined && { number: section.number }),
    blocks: section.blocks.map(legalBlock),
  }));
  if (doc.intro.length > 0) {
    sections.unshift({
      id: 'overview',
      title: legalLabels.overview,
      number: null,
      blocks: doc.intro.map(legalBlock),
    });
  }
  if (doc.related.length > 0) {
    sections.push({
      id: 'see-also',
      title: legalLabels.related,
      number: null,
      blocks: [
        {
          type: 'list',
          items: doc.related.map((link) => <TextLink href={link.href}>{link.label}</TextLink>),
        },
      ],
    });
  }
  return sections;
}

/** Each document is its own chunk, so a legal page loads only its own text. */
const documents: Record<LegalDocumentId, () => Promise<LegalDocumentContent>> = {
  terms: () => import('../content/legal/terms').then((m) => m.terms),
  privacy: () => import('../content/legal/privacy').then((m) => m.privacy),
  cookies: () => import('../content/legal/cookies').then((m) => m.cookiePolicy),
  'acceptable-use': () => import('../content/legal/acceptableUse').then((m) => m.acceptableUse),
  'data-processing': () => import('../content/legal/dataProcessing').then((m) => m.dataProcessing),
  'legal-notice': () => import('../content/legal/legalNotice').then((m) => m.legalNotice),
};

function makePage(doc: LegalDocumentContent): PageModule {
  const items = legalSections(doc);
  const contents = items.map(({ id, title, number }) => ({ id, title, number }));

  // Static HTML: only the Back button and the table of contents (which follows the reader) are
  // islands; each section's link is a plain link to its anchor.
  function LegalPage() {
    return (
      <LegalDocument
        title={doc.title}
        description={doc.description}
        meta={legalLabels.lastUpdated(formatDate(doc.lastUpdated))}
        items={items}
        isNumbered
        // One header on every legal page: Terms and Privacy must have a Back button (product
        // description), so every document has it.
        back={<Island name="LegalBack" />}
        tableOfContents={<Island name="LegalContents" props={{ sections: contents }} />}
        sectionLinks="anchor"
        labels={{ sectionLink: legalLabels.sectionLink }}
      />
    );
  }
  LegalPage.displayName = `LegalPage(${doc.id})`;

  return {
    default: LegalPage,
    meta: (): PageMeta => ({ title: titled(doc.title), description: doc.description }),
  };
}

const pages = new Map<LegalDocumentId, Promise<PageModule>>();

const isDocumentId = (key: string): key is LegalDocumentId => Object.hasOwn(documents, key);

/** The page module of one legal document: the route table's entries of all six share this file. */
export function pageFor(id: string): Promise<PageModule> {
  if (!isDocumentId(id)) return Promise.reject(new Error(`No legal document "${id}"`));
  let page = pages.get(id);
  if (!page) {
    page = documents[id]()
      .then(makePage)
      .catch((error: unknown) => {
        pages.delete(id); // a failed chunk load is tried again on the next visit
        throw error;
      });
    pages.set(id, page);
  }
  return page;
}
