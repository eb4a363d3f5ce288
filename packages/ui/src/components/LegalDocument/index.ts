export {
  LegalDocument,
  defaultLegalDocumentLabels,
  legalDocumentVariants,
  printHiddenAttribute,
  type LegalDocumentLabels,
  type LegalDocumentProps,
  type LegalDocumentVariant,
} from './LegalDocument';
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
