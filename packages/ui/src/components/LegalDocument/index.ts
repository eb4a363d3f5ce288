export {
  LegalDocument,
  defaultLegalDocumentLabels,
  legalDocumentVariants,
  printHiddenAttribute,
  type LegalDocumentLabels,
  type LegalDocumentProps,
  type LegalDocumentVariant,
} from './LegalDocument';
export { LegalTableOfContents, type LegalTableOfContentsProps } from './LegalToc';
export { legalSectionLinks, type LegalSectionLink } from './LegalSectionView';
export {
  currentLegalSection,
  legalSectionNumbers,
  type LegalBlock,
  type LegalDefinitionsBlock,
  type LegalHeadingBlock,
  type LegalListBlock,
  type LegalNoteBlock,
  type LegalParagraphBlock,
  type LegalSection,
  type LegalTableBlock,
} from './legalDocument';
