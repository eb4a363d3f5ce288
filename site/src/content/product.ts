/**
 * The product and the company behind it. `productName` is THE one place the name is written;
 * every other file interpolates it. All addresses are examples (example.com, a sample street).
 */
export const productName = 'Clipnest';

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface Company {
  /** The legal entity that runs the product. */
  legalName: string;
  address: PostalAddress;
  /** The address on one line, for footers and legal pages. */
  addressLine: string;
  managingDirectors: readonly string[];
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  phone: string;
  founded: number;
}

const address: PostalAddress = {
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Germany',
};

export const company: Company = {
  legalName: `${productName} GmbH`,
  address,
  addressLine: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
  managingDirectors: ['Lena Hoffmann', 'Jonas Becker'],
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000 B',
  vatId: 'DE000000000',
  phone: '+49 30 0000 0000',
  founded: 2022,
};

/** Every address the site shows. All at example.com. */
export const emails = {
  hello: 'hello@example.com',
  support: 'support@example.com',
  privacy: 'privacy@example.com',
  legal: 'legal@example.com',
  security: 'security@example.com',
  press: 'press@example.com',
  partners: 'partners@example.com',
  careers: 'careers@example.com',
  billing: 'billing@example.com',
  abuse: 'abuse@example.com',
} as const;

export type EmailKey = keyof typeof emails;

/** A `mailto:` link for one of the addresses, with an optional subject. */
export function mailto(key: EmailKey, subject?: string): `mailto:${string}` {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${emails[key]}${query}`;
}

/** Business hours, as the legal notice states them. */
export const businessHours = 'Monday to Friday, 9:00 AM to 6:00 PM CET';

/** What the app runs on. Size and version are never written here: they come from the file record. */
export const platform = {
  os: 'macOS',
  minimumVersion: 'macOS 13 Ventura or later',
  architectures: 'Apple silicon and Intel',
  stage: 'Public beta',
} as const;

/** A one-line description of the product, reused by the footer, SEO and llms.txt. */
export const tagline = 'Clipboard history for macOS that stays on your Mac.';

/** A short paragraph on what the product is: for llms.txt, Open Graph and the about page. */
export const productSummary = `${productName} is a clipboard-history manager for macOS, in public beta. It keeps the text, images, files, links and code you copy in an encrypted database on your Mac, searchable in milliseconds, and never uploads them. Paid plans add unlimited history and optional end-to-end-encrypted sync between your own Macs.`;

/** Copyright line for the footer; the year is passed in so prerendering and the client agree. */
export const copyright = (year: number) => `© ${year} ${company.legalName}. All rights reserved.`;
