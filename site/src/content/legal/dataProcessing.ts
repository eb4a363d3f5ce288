import { defs, p, table, ul } from '../blocks';
import { planById } from '../pricing';
import { subProcessors } from '../company';
import { company, emails, productName } from '../product';
import type { LegalDocument } from './types';

const enterprise = planById('enterprise').name;

// Annex 2 lists the company's sub-processors (company.ts), so the DPA and the privacy policy agree.
export { subProcessors, type SubProcessor } from '../company';

export const dataProcessing: LegalDocument = {
  id: 'data-processing',
  path: '/data-processing',
  title: 'Data Processing Agreement',
  description: `The agreement under Art. 28 GDPR for organizations using ${productName} ${enterprise}: scope, security measures and sub-processors.`,
  lastUpdated: '2025-04-19',
  intro: [
    p([
      `This data processing agreement (“DPA”) forms part of the contract between the customer (“controller”) and ${company.legalName}, ${company.addressLine} (“processor”) for ${productName} plans used by an organization, in particular ${enterprise}. It applies in addition to our `,
      { text: 'terms of service', href: '/terms' },
      ' and takes precedence over them for the processing of personal data.',
    ]),
    p(
      `${productName} is local-first: clipboard content is stored on the controller’s devices and is not processed by the processor. This DPA covers the limited personal data the processor does handle — team administration, licenses, support and the optional end-to-end-encrypted sync relay.`,
    ),
  ],
  sections: [
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        defs([
          {
            term: 'Personal data, processing, controller, processor, data subject',
            definition: 'Have the meanings given in Art. 4 of the General Data Protection Regulation (GDPR).',
          },
          {
            term: 'Customer data',
            definition:
              'Personal data processed by the processor on behalf of the controller under this DPA.',
          },
          {
            term: 'Sub-processor',
            definition: 'A third party engaged by the processor to process customer data, listed in annex 2.',
          },
          {
            term: 'Sync data',
            definition:
              'Clipboard content encrypted on a user’s device before transmission, for which only the users’ devices hold the keys.',
          },
          {
            term: 'Personal data breach',
            definition:
              'A breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorized disclosure of, or access to customer data.',
          },
        ]),
      ],
    },
    {
      id: 'scope',
      title: 'Scope and Instructions',
      blocks: [
        p(
          'The processor processes customer data only to provide the services described in the contract and only on documented instructions from the controller. The contract, this DPA and the controller’s use of the admin settings are the controller’s complete instructions. If the processor believes an instruction infringes data protection law, it informs the controller without delay.',
        ),
        p('The nature, purpose, types of data and categories of data subjects are described in annex 1.'),
      ],
    },
    {
      id: 'duration',
      title: 'Duration',
      blocks: [
        p(
          'This DPA applies for as long as the processor processes customer data under the contract. When the contract ends, the processor deletes customer data within 30 days, unless the law requires it to be kept; invoices are kept for the periods German commercial and tax law requires. On request, the processor confirms the deletion in writing.',
        ),
      ],
    },
    {
      id: 'annex-1',
      number: 'Annex 1',
      title: 'Details of the Processing',
      blocks: [
        table(
          'Types of personal data',
          ['Type', 'Examples'],
          [
            ['Account and contact data', 'Names, work email addresses, roles in the team'],
            ['License and usage records', 'Seats assigned, plan, app version, last sign-in'],
            [
              'Sync data (if sync is enabled)',
              'Encrypted clipboard content, device identifiers, message sizes and times',
            ],
            ['Support data', 'Content of support requests and replies'],
            ['Billing data', 'Billing contact, invoices, payment status'],
          ],
        ),
        table(
          'Categories of data subjects',
          ['Category', 'Description'],
          [
            ['Users', 'Employees and contractors of the controller who are assigned a seat'],
            ['Administrators', 'People who manage the controller’s team and billing'],
            ['Contacts', 'People at the controller who contact support or receive invoices'],
          ],
        ),
        table(
          'Processing activities',
          ['Activity', 'Purpose'],
          [
            ['Storage and hosting', 'Keeping account, license and billing records'],
            [
              'Relaying',
              'Passing encrypted sync data between a user’s devices; deleted on delivery or after 30 days',
            ],
            ['Support', 'Answering requests from users and administrators'],
            ['Billing', 'Invoicing and collecting payment'],
          ],
        ),
      ],
    },
    {
      id: 'obligations',
      title: 'Obligations of the Processor',
      blocks: [
        ul(
          'Process customer data only on the controller’s documented instructions, including for transfers to third countries.',
          'Ensure that everyone authorized to process customer data is bound to confidentiality.',
          'Implement the technical and organizational measures in section 6.',
          'Assist the controller, taking into account the nature of the processing, in responding to requests from data subjects exercising their rights.',
          'Assist the controller with data protection impact assessments and consultations with supervisory authorities where they relate to the services.',
          'Notify the controller of a personal data breach without undue delay, and no later than 48 hours after becoming aware of it, with the information the controller needs to meet its own obligations.',
          'Make available the information needed to demonstrate compliance and allow audits by the controller or an auditor it appoints, with 30 days’ notice, at most once a year unless a breach has occurred.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Security Measures',
      blocks: [
        p('The processor maintains at least the following measures and reviews them at least once a year.'),
        table(
          'Technical and organizational measures',
          ['Area', 'Measures'],
          [
            [
              'Encryption',
              'TLS 1.2 or higher for all connections; data at rest encrypted with AES-256; sync data end-to-end encrypted on users’ devices, with no keys held by the processor.',
            ],
            [
              'Access control',
              'Least-privilege roles; production access only for named staff with hardware security keys; access reviewed quarterly and logged; accounts removed on the day someone leaves.',
            ],
            [
              'Backup',
              'Encrypted daily backups of account and billing databases, kept for 30 days in a separate location within the EU; restores tested every quarter. Sync data is not backed up.',
            ],
            [
              'Vulnerability management',
              'Dependencies scanned on every build; security updates applied within 7 days, critical ones within 48 hours; an annual external penetration test; a public channel for reporting vulnerabilities.',
            ],
            [
              'Availability and resilience',
              'Redundant hosting across availability zones; monitoring with on-call alerts; public status page.',
            ],
            [
              'Organization',
              'Confidentiality agreements and yearly data protection training for all staff; written incident-response procedure.',
            ],
          ],
        ),
      ],
    },
    {
      id: 'sub-processors',
      title: 'Sub-Processors',
      blocks: [
        p(
          'The controller authorizes the sub-processors listed in annex 2. The processor imposes data protection obligations on each sub-processor that are no less protective than this DPA and remains responsible for their performance.',
        ),
        p(
          `The processor informs the controller at least 30 days before adding or replacing a sub-processor. The controller may object on reasonable data protection grounds within that period by writing to ${emails.privacy}; if no solution is found, the controller may terminate the affected services and receives a prorated refund.`,
        ),
      ],
    },
    {
      id: 'transfers',
      title: 'Transfers Outside the EEA',
      blocks: [
        p(
          'Customer data is hosted in the European Union. A transfer to a country outside the European Economic Area takes place only if the requirements of Chapter V GDPR are met, in particular on the basis of an adequacy decision or the standard contractual clauses.',
        ),
      ],
    },
    {
      id: 'annex-2',
      number: 'Annex 2',
      title: 'Approved Sub-Processors',
      blocks: [
        table(
          'Approved sub-processors',
          ['Sub-processor', 'Service', 'Purpose', 'Location', 'Data'],
          subProcessors.map((s) => [s.name, s.service, s.purpose, s.location, s.data]),
        ),
      ],
    },
    {
      id: 'final',
      title: 'Final Provisions',
      blocks: [
        p([
          'This DPA is governed by German law. Should a provision be invalid, the remaining provisions stay in effect. For a countersigned copy, write to ',
          `${emails.legal} or use our `,
          { text: 'contact page', href: '/contact' },
          '.',
        ]),
      ],
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Contact', href: '/contact' },
  ],
};
