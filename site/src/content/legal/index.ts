import { acceptableUse } from './acceptableUse';
import { cookiePolicy } from './cookies';
import { dataProcessing } from './dataProcessing';
import { legalNotice } from './legalNotice';
import { privacy } from './privacy';
import { terms } from './terms';
import type { LegalDocument, LegalDocumentId } from './types';

export * from './types';
export { acceptableUse, cookiePolicy, dataProcessing, legalNotice, privacy, terms };
export { cookieCategoryPolicies, type CookieCategoryPolicy } from './cookies';
export { subProcessors, type SubProcessor } from './dataProcessing';

/** Every legal document, keyed by id. */
export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  terms,
  privacy,
  cookies: cookiePolicy,
  'acceptable-use': acceptableUse,
  'data-processing': dataProcessing,
  'legal-notice': legalNotice,
};
