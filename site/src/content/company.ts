/**
 * The company behind the product: THE one place its legal details, addresses and phone number are
 * written. The legal pages, contact, press, footer and about page read them from here (product.ts
 * re-exports them for older imports).
 */
import { productName } from './productName';

import { companyDomain } from './emails';

export { companyDomain, emails, mailto, type EmailKey } from './emails';

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
  /** The year it was registered (About's facts). */
  founded: number;
  /** The day it was registered (ISO): the press release and About's first milestone read it. */
  foundedOn: string;
}

const address: PostalAddress = {
  street: 'Schlesische Straße 26',
  postalCode: '10997',
  city: 'Berlin',
  country: 'Germany',
};

const phone = '+49 30 5683 7140';

/** Entered in the commercial register on this day: one date for /about and /press. */
const foundedOn = '2022-11-14';

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
  founded: Number(foundedOn.slice(0, 4)),
  foundedOn,
};

/**
 * The private beta, as About, the press releases, the blog, the roadmap and the testimonials tell it:
 * its first and last day are THE dates every "how long" on the site is counted from.
 */
export const privateBeta = {
  testers: 400,
  year: 2023,
  startedOn: '2023-11-21',
  /** The day the public beta opened. */
  endedOn: '2024-09-03',
} as const;

const monthWords = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Whole months between two ISO days (a month counts once its day of the month is reached). */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 0, fd = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** How long the private beta ran, in words ("nine months"): the press release, the blog and About say the same. */
export const privateBetaDuration = (() => {
  const months = wholeMonthsBetween(privateBeta.startedOn, privateBeta.endedOn);
  return `${monthWords[months] ?? String(months)} month${months === 1 ? '' : 's'}`;
})();

/** Business hours, as the legal notice states them. */
export const businessHours = 'Monday to Friday, 9:00 AM to 6:00 PM CET';

/**
 * The processors the company uses for customer data (annex 2 of the data processing agreement; the
 * privacy policy describes them by role). Real providers, chosen to keep data in the EU.
 */
export interface SubProcessor {
  name: string;
  service: string;
  purpose: string;
  location: string;
  data: string;
}

export const subProcessors: readonly SubProcessor[] = [
  {
    name: 'Hetzner Online GmbH',
    service: 'Cloud host',
    purpose: 'Hosting of the website, the update feed and the sync relay',
    location: 'Nuremberg and Falkenstein, Germany',
    data: 'Encrypted sync messages, server logs',
  },
  {
    name: 'Supabase, Inc.',
    service: 'Account database',
    purpose: 'Accounts, sign-in and the storage of app downloads, hosted in its Frankfurt region',
    location: 'Frankfurt am Main, Germany',
    data: 'Email address, password hash, sign-in and download records',
  },
  {
    name: 'Stripe Payments Europe, Ltd.',
    service: 'Payment processor',
    purpose: 'Processing card and bank payments, invoices and refunds',
    location: 'Dublin, Ireland',
    data: 'Billing contact, payment and invoice data',
  },
  {
    name: 'Zammad GmbH',
    service: 'Support desk tool',
    purpose: 'Receiving and answering support requests',
    location: 'Berlin, Germany',
    data: 'Name, email address, content of support requests',
  },
  {
    name: 'Sendinblue SAS (Brevo)',
    service: 'Email delivery',
    purpose: 'Sending verification codes, receipts and newsletters people subscribed to',
    location: 'Paris, France',
    data: 'Email address, message content and delivery status',
  },
  {
    name: 'InnoCraft Ltd (Matomo Cloud)',
    service: 'Analytics tool',
    purpose: 'Aggregate website statistics, only with the visitor’s consent',
    location: 'Frankfurt am Main, Germany',
    data: 'Pseudonymous visit data of website visitors',
  },
];
