/**
 * The company's domain and the addresses on it: a module of its own (company.ts re-exports it), so
 * that what a first visit shows (the beta notice, the header) does not load the company's details.
 */

/** The company's own domain: its mail and its website. */
export const companyDomain = 'clipnest.app';

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
