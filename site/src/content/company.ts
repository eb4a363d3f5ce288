/**
 * The company behind the product: THE one place its legal details, addresses and phone number are
 * written. The legal pages, contact, press, footer and about page read them from here (product.ts
 * re-exports them for older imports).
 */
import { productName } from './productName';

/** The company's own domain: its mail and its website. */
export const companyDomain = 'clipnest.app';

/** Where the website is published unless a build says otherwise (VITE_SITE_ORIGIN, site/src/seo.ts). */
export const companyOrigin = `https://${companyDomain}`;

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
  /** As written for people (international format with spaces). */
  phone: string;
  /** The same number for a `tel:` link. */
  phoneHref: `tel:${string}`;
  founded: number;
}

const address: PostalAddress = {
  street: 'Schlesische Straße 26',
  postalCode: '10997',
  city: 'Berlin',
  country: 'Germany',
};

const phone = '+49 30 5683 7140';

export const company: Company = {
  legalName: `${productName} GmbH`,
  address,
  addressLine: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
  managingDirectors: ['Lena Hoffmann', 'Jonas Becker'],
  // Berlin's register court is the Amtsgericht Charlottenburg; its numbers end in B.
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 241853 B',
  // Nine digits after DE, the last a valid ISO 7064 check digit.
  vatId: 'DE341765205',
  phone,
  phoneHref: `tel:${phone.replace(/\s/g, '')}`,
  founded: 2022,
};

const at = (name: string) => `${name}@${companyDomain}`;

/** Every address the site shows, on the company's own domain. */
export const emails = {
  hello: at('hello'),
  support: at('support'),
  privacy: at('privacy'),
  legal: at('legal'),
  security: at('security'),
  press: at('press'),
  partners: at('partners'),
  careers: at('careers'),
  billing: at('billing'),
  abuse: at('abuse'),
} as const;

export type EmailKey = keyof typeof emails;

/** A `mailto:` link for one of the addresses, with an optional subject. */
export function mailto(key: EmailKey, subject?: string): `mailto:${string}` {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${emails[key]}${query}`;
}

/** Business hours, as the legal notice states them. */
export const businessHours = 'Monday to Friday, 9:00 AM to 6:00 PM CET';
