import type { LegalSection } from './legalDocument';

/** Sample copy for stories and tests only; the site writes its own. */
export const sampleCookiePolicy: LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    blocks: [
      {
        type: 'paragraph',
        text: 'Cookies are small text files a website stores in your browser. This site uses as few as it can: the Clipnest app itself sets none, and your clipboard history never leaves your Mac.',
      },
    ],
  },
  {
    id: 'cookies-we-use',
    title: 'Cookies we use',
    blocks: [
      {
        type: 'paragraph',
        text: 'We group cookies into categories you can switch on or off, except the essential ones.',
      },
      {
        type: 'list',
        items: [
          'Essential: keep you signed in and remember your consent choice.',
          'Analytics: count page visits, without identifying you.',
          'Functional: remember preferences such as the billing period you looked at.',
        ],
      },
    ],
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    blocks: [
      {
        type: 'paragraph',
        text: (
          <>
            Change your choice at any time from the cookie settings in the footer. Questions? Write to us
            through the <a href="/contact">contact page</a> or read the <a href="/privacy">Privacy Policy</a>.
          </>
        ),
      },
      { type: 'note', text: 'Refusing optional cookies never limits what you can download.' },
    ],
  },
];

/** The Data Processing Agreement's shape: definitions, obligations and annex tables. */
export const sampleDataProcessingAgreement: LegalSection[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    blocks: [
      { type: 'paragraph', text: 'In this Agreement the following terms have the meanings below.' },
      {
        type: 'definitions',
        items: [
          {
            term: 'Controller',
            definition: 'The customer organisation that decides why and how Personal Data is processed.',
          },
          {
            term: 'Processor',
            definition:
              'Clipnest, processing Personal Data on the Controller’s behalf for optional encrypted sync.',
          },
          {
            term: 'Personal Data',
            definition: 'Any information relating to an identified or identifiable natural person.',
          },
          {
            term: 'Sub-processor',
            definition: 'A third party the Processor engages to process Personal Data, listed in Annex 2.',
          },
        ],
      },
    ],
  },
  {
    id: 'scope',
    title: 'Scope of processing',
    blocks: [
      {
        type: 'paragraph',
        text: 'Clipboard history stays on the user’s device by default. This Agreement covers only the optional, end-to-end encrypted sync between a user’s own devices that Pro and Enterprise plans offer, and the account data needed to provide it.',
      },
    ],
  },
  {
    id: 'duration',
    title: 'Duration',
    blocks: [
      {
        type: 'paragraph',
        text: 'This Agreement lasts as long as the Processor processes Personal Data for the Controller, and ends when all such data has been deleted or returned.',
      },
    ],
  },
  {
    id: 'processor-obligations',
    title: 'Processor obligations',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Process Personal Data only on documented instructions from the Controller.',
          'Ensure that people authorised to process it are bound by confidentiality.',
          'Assist the Controller in answering data subjects’ requests.',
          'Delete or return all Personal Data at the end of the services.',
        ],
      },
    ],
  },
  {
    id: 'security-measures',
    title: 'Security measures',
    blocks: [
      { type: 'heading', text: 'Encryption' },
      {
        type: 'paragraph',
        text: 'Synced items are encrypted on the device with keys that never leave the user’s devices; data in transit uses TLS 1.3.',
      },
      { type: 'heading', text: 'Access control' },
      {
        type: 'paragraph',
        text: 'Production access requires hardware-key multi-factor authentication and is reviewed quarterly.',
      },
      { type: 'heading', text: 'Backup and vulnerability management' },
      {
        type: 'paragraph',
        text: 'Encrypted backups are kept for 30 days; dependencies are scanned daily and critical issues patched within 72 hours.',
      },
    ],
  },
  {
    id: 'annex-1',
    title: 'Details of processing',
    number: 'Annex 1',
    blocks: [
      {
        type: 'table',
        caption: 'Data, data subjects and processing activities',
        columns: ['Category', 'Details'],
        rows: [
          ['Types of data', 'Account email address, device names, encrypted clipboard items'],
          ['Data subjects', 'The Controller’s employees and contractors who use Clipnest'],
          ['Processing activities', 'Storing and relaying encrypted items between the user’s devices'],
        ],
      },
    ],
  },
  {
    id: 'annex-2',
    title: 'Sub-processors',
    number: 'Annex 2',
    blocks: [
      {
        type: 'table',
        caption: 'Approved sub-processors',
        columns: ['Sub-processor', 'Purpose', 'Location'],
        rows: [
          ['Cloud host', 'Encrypted sync storage', 'EU (Frankfurt)'],
          ['Payment processor', 'Subscription billing', 'EU / US'],
          ['Support desk tool', 'Customer support tickets', 'EU'],
          ['Analytics tool', 'Aggregated website analytics', 'EU'],
        ],
      },
    ],
  },
];
