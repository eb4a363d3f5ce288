// An island: a legal page's table of contents, which follows the reader (the document itself is
// static HTML).
import { LegalTableOfContents } from '@clipnest/ui';
import { legalLabels } from '../content/legal/types';

export interface LegalContentsProps {
  /** The document's sections as listed: anchor, title and number (null for none). */
  sections: { id: string; title: string; number?: string | null }[];
}

export default function LegalContents({ sections }: LegalContentsProps) {
  return <LegalTableOfContents items={sections} isNumbered title={legalLabels.contents} />;
}
