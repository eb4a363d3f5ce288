import { defs, p } from '../blocks';
import { businessHours, company, emails, productName } from '../product';
import type { LegalDocument } from './types';

export const legalNotice: LegalDocument = {
  id: 'legal-notice',
  path: '/legal-notice',
  title: 'Legal Notice',
  description: `Company information for ${company.legalName}, Berlin — contact, register entry, jurisdiction and data protection.`,
  lastUpdated: '2024-12-10',
  intro: [
    p(
      `Information according to § 5 of the German Digital Services Act (DDG). ${company.legalName} is a software company based in Germany. It develops ${productName}, a local-first clipboard manager for macOS: the app stores clipboard history on the user’s device and does not depend on a cloud service. Optional, end-to-end-encrypted sync between a user’s own devices is available in paid plans.`,
    ),
  ],
  sections: [
    {
      id: 'company',
      title: 'Company',
      blocks: [
        defs([
          { term: 'Name', definition: company.legalName },
          {
            term: 'Address',
            definition: `${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${company.address.country}`,
          },
          { term: 'Managing directors', definition: company.managingDirectors.join(', ') },
          { term: 'Commercial register', definition: `${company.registerCourt}, ${company.registerNumber}` },
          { term: 'VAT identification number', definition: `${company.vatId} (§ 27a UStG)` },
        ]),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        defs([
          { term: 'Email', definition: emails.hello },
          { term: 'Phone', definition: company.phone },
          { term: 'Business hours', definition: businessHours },
          { term: 'Contact form', definition: [{ text: 'Contact page', href: '/contact' }] },
        ]),
      ],
    },
    {
      id: 'responsible',
      title: 'Responsible for Content',
      blocks: [
        p(
          `Responsible for editorial content under § 18(2) of the German Interstate Media Treaty (MStV): ${company.managingDirectors[0] ?? ''}, ${company.addressLine}.`,
        ),
      ],
    },
    {
      id: 'jurisdiction',
      title: 'Applicable Law and Jurisdiction',
      blocks: [
        p(
          'The law of the Federal Republic of Germany applies. For merchants and legal entities under public law, the place of jurisdiction is Berlin. Mandatory consumer-protection law of the country where a consumer lives remains unaffected.',
        ),
        p(
          'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
        ),
      ],
    },
    {
      id: 'data-protection',
      title: 'Data Protection',
      blocks: [
        p([
          `The ${productName} app keeps clipboard content on the user’s device; we do not receive it. What we process for the website and accounts is described in our `,
          { text: 'privacy policy', href: '/privacy' },
          ' and our ',
          { text: 'cookie policy', href: '/cookies' },
          `. Data protection contact: ${emails.privacy}.`,
        ]),
      ],
    },
    {
      id: 'liability',
      title: 'Liability for Content and Links',
      blocks: [
        p(
          'We write the content of this website with care but cannot guarantee that it is complete, correct and up to date at all times. As a service provider we are responsible for our own content under the general laws. This site links only to its own pages; if we ever link to external sites, their operators are responsible for their content.',
        ),
      ],
    },
    {
      id: 'copyright',
      title: 'Copyright',
      blocks: [
        p(
          `The content, design and software on this website are protected by copyright and belong to ${company.legalName} unless stated otherwise. Copying them beyond what the law allows requires our written consent. Press material may be used for reporting on ${productName}.`,
        ),
      ],
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Contact', href: '/contact' },
  ],
};
