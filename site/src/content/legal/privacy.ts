import { p, table, ul } from '../blocks';
import { planById } from '../pricing';
import { company, emails, productName } from '../product';
import type { LegalDocument } from './types';

const pro = planById('pro').name;
const enterprise = planById('enterprise').name;

export const privacy: LegalDocument = {
  id: 'privacy',
  path: '/privacy',
  title: 'Privacy Policy',
  description: `What ${company.legalName} collects on this website and for your account, what the ${productName} app keeps only on your Mac, and your rights under the GDPR.`,
  lastUpdated: '2026-11-10',
  intro: [
    p(
      `${productName} is built so that we know as little as possible about you. The app keeps your clipboard history on your Mac; we never receive it. This policy explains the small amount of personal data we do process — for your account, the download, payments, support and, if you agree, website statistics — and the rights you have under the General Data Protection Regulation (GDPR).`,
    ),
  ],
  sections: [
    {
      id: 'controller',
      title: 'Who Is Responsible',
      blocks: [
        p(
          `The controller is ${company.legalName}, ${company.addressLine}. Managing directors: ${company.managingDirectors.join(' and ')}. For anything about your data, write to ${emails.privacy}; our data protection officer can be reached at the same address.`,
        ),
      ],
    },
    {
      id: 'at-a-glance',
      title: 'At a Glance',
      blocks: [
        table(
          'Where your data is kept',
          ['Data', 'Where it is', 'Who can read it'],
          [
            [
              'Your clipboard history, templates, rules and settings',
              'Only on your Mac, encrypted',
              'Only you',
            ],
            [
              `Synced clips (optional, ${pro} and ${enterprise})`,
              'Encrypted on your Mac; passed through our relay until delivered',
              'Only your own devices',
            ],
            [
              'Email address, account and plan',
              'Our account database in the EU',
              'Us, for running your account',
            ],
            [
              `Team members, seats and the team audit log (${enterprise})`,
              'Our account database in the EU',
              'Your team’s admins, and us for running the team',
            ],
            [
              'Website statistics (only with consent)',
              'Our analytics processor in the EU',
              'Us, in aggregate',
            ],
          ],
        ),
      ],
    },
    {
      id: 'app',
      title: 'What the App Keeps on Your Mac',
      blocks: [
        p(
          'Clipboard content, the search index, recognized text from images, your templates, rules and settings are stored in an encrypted database in your user library. The encryption key is generated on your Mac and kept in your login keychain. We have no copy of the key and no access to the data, so it is not processed by us.',
        ),
        ul(
          'The app sends no analytics and no usage data.',
          'To check for updates, the app requests the latest version number from our server. The request contains the app version, the macOS version and the processor type, and your IP address is visible to the server as with any request. We do not store it beyond the 7-day server logs.',
          'If the app crashes, it asks whether to send a crash report. The report contains technical data about the crash, never clipboard content. It is sent only if you choose to.',
        ),
      ],
    },
    {
      id: 'sync',
      title: 'Optional Sync',
      blocks: [
        p(
          `Sync is available in ${pro} and ${enterprise} and is off until you turn it on. When it is on, each clip is encrypted on your device with keys only your devices hold, and sent through our relay to your other devices. We process: your account identifier, random device identifiers, the size and time of each encrypted message, and the ciphertext itself, which we cannot read. Undelivered messages are deleted after 30 days at the latest; delivered messages are deleted immediately.`,
        ),
      ],
    },
    {
      id: 'teams',
      title: `Teams on ${enterprise}`,
      blocks: [
        p(
          `For a team on ${enterprise} we process, on behalf of the organization that runs it: each member’s email address, role and seat, invitations and when they were accepted, the identity your single sign-on provider sends us (a user identifier and email address, never your password), and the team audit log, which records which admin changed which managed rule or seat, and when. We never receive members’ clipboard content. The organization decides what is processed and our data processing agreement governs it; audit log entries are kept for 12 months, the rest until a member is removed or the team is closed.`,
        ),
      ],
    },
    {
      id: 'website',
      title: 'What We Collect on This Website',
      blocks: [
        ul(
          'Server logs: IP address, date and time, page requested, referrer and browser type. Kept for 7 days to keep the site secure and working, then deleted.',
          'Account: your email address, a salted hash of your password, when you verified your address and when you last signed in.',
          'Downloads: that a download took place, when, and for which version — used to count downloads and to stop abuse.',
          'Forms: what you send through the contact form, the partner application or a newsletter box, together with the time it was sent.',
          [
            'Cookies and similar technologies: described in our ',
            { text: 'cookie policy', href: '/cookies' },
            '. Analytics and marketing cookies are only set with your consent.',
          ],
          'Payments: your name, billing address, plan, invoices and the last four digits of your card. Full card details are handled only by our payment processor.',
        ),
      ],
    },
    {
      id: 'purposes',
      title: 'Purposes and Legal Bases',
      blocks: [
        table(
          'Why we process your data and on what legal basis',
          ['Purpose', 'Data', 'Legal basis (GDPR)'],
          [
            [
              'Creating your account, verifying your email, providing the download',
              'Email, password hash, verification and download events',
              'Art. 6(1)(b) — performance of a contract',
            ],
            [
              'Billing and paid plans',
              'Payment and invoice data',
              'Art. 6(1)(b) — contract; Art. 6(1)(c) — tax law',
            ],
            [
              'Answering your messages',
              'What you send us, your email',
              'Art. 6(1)(b) or (f) — legitimate interest in replying',
            ],
            [
              'Security of the website and the relay',
              'Server logs, rate-limit counters',
              'Art. 6(1)(f) — legitimate interest in security',
            ],
            [
              'Website statistics',
              'Pseudonymous usage data, cookies',
              'Art. 6(1)(a) — consent; § 25(1) TDDDG',
            ],
            ['Newsletter and release notes', 'Email address', 'Art. 6(1)(a) — consent'],
          ],
        ),
      ],
    },
    {
      id: 'recipients',
      title: 'Who We Share Data With',
      blocks: [
        p([
          'We do not sell personal data and do not share it with advertisers. We use a small number of processors bound by data processing agreements: a cloud host for the website and sync relay; an account database; a payment processor; a support desk tool; an email delivery service; and, with your consent, an analytics tool. They are listed in annex 2 of our ',
          { text: 'data processing agreement', href: '/data-processing' },
          '.',
        ]),
        p('We disclose data to authorities only where the law obliges us to, and we check every request.'),
      ],
    },
    {
      id: 'transfers',
      title: 'International Transfers',
      blocks: [
        p(
          'Our host, account database and relay are in the European Union. Where a processor may access data from outside the European Economic Area, the transfer is covered by an adequacy decision or by the European Commission’s standard contractual clauses, with additional safeguards where needed.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How Long We Keep Data',
      blocks: [
        ul(
          'Account data: for as long as your account exists, and 30 days after you delete it (to handle mistakes and refunds).',
          'Server logs: 7 days.',
          'Analytics data: up to 24 months, then deleted or fully anonymized.',
          'Support conversations: 2 years after the last message.',
          'Invoices and billing records: 10 years, as German commercial and tax law requires.',
          'Undelivered sync messages: at most 30 days.',
          `Team audit log (${enterprise}): 12 months.`,
          'Newsletter subscriptions: until you unsubscribe.',
        ),
      ],
    },
    {
      id: 'rights',
      title: 'Your Rights',
      blocks: [
        p('Under the GDPR you have the right to:'),
        ul(
          'access the personal data we hold about you and receive a copy (Art. 15);',
          'have inaccurate data corrected (Art. 16);',
          'have your data erased (Art. 17);',
          'restrict our processing (Art. 18);',
          'receive your data in a portable format (Art. 20);',
          'object to processing based on legitimate interests (Art. 21);',
          'withdraw consent at any time, without affecting processing before the withdrawal (Art. 7(3));',
          'lodge a complaint with a supervisory authority, for example in the country where you live or in Berlin, where we are based (Art. 77).',
        ),
        p(
          `To use any of these rights, email ${emails.privacy}. We answer within one month. You can delete your account yourself in your account settings; your local history is not affected.`,
        ),
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        p(
          'Connections to the website and relay are encrypted with TLS. Passwords are stored only as salted bcrypt hashes. Access to production systems is limited to the people who need it, protected by hardware security keys and logged.',
        ),
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        p(
          `${productName} is not directed at children under 13, and we do not knowingly create accounts for them.`,
        ),
      ],
    },
    {
      id: 'automated-decisions',
      title: 'Automated Decisions',
      blocks: [
        p(
          'We make no decisions based solely on automated processing, including profiling, that have legal or similarly significant effects on you. The on-device organization features run only on your Mac.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        p(
          'When we change this policy we update the date at the top. If a change affects how we use data you have already given us, we tell you by email before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p([
          `Email ${emails.privacy}, write to ${company.legalName}, ${company.addressLine}, or use our `,
          { text: 'contact page', href: '/contact' },
          '.',
        ]),
      ],
    },
  ],
  related: [
    { label: 'Cookie Policy', href: '/cookies' },
    { label: 'Data Processing Agreement', href: '/data-processing' },
    { label: 'Terms of Service', href: '/terms' },
  ],
};
