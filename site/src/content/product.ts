/**
 * The product and the company behind it. The name is written once (productName.ts) and the
 * company's details once (company.ts); both are re-exported here for the files that import them
 * with the product's other facts.
 */
import { company } from './company';
import { productName } from './productName';

export { productName } from './productName';
export { platform } from './platform';
export {
  businessHours,
  company,
  companyDomain,
  emails,
  mailto,
  type Company,
  type EmailKey,
  type PostalAddress,
} from './company';

/** A one-line description of the product, reused by the footer, SEO and llms.txt. */
export const tagline = 'Clipboard history for macOS that stays on your Mac.';

/** A short paragraph on what the product is: for llms.txt, Open Graph and the about page. */
export const productSummary = `${productName} is a clipboard-history manager for macOS, in public beta. It keeps the text, images, files, links and code you copy in an encrypted database on your Mac, searchable in milliseconds, and never uploads them. Paid plans lift the 100-clip limit, keep clips longer and add optional end-to-end-encrypted sync between your own Macs.`;

/** Copyright line for the footer; the year is passed in so prerendering and the client agree. */
export const copyright = (year: number) => `© ${year} ${company.legalName}. All rights reserved.`;
