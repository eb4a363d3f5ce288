import { p, ul } from '../blocks';
import { company, emails, productName } from '../product';
import type { LegalDocument } from './types';

export const acceptableUse: LegalDocument = {
  id: 'acceptable-use',
  path: '/acceptable-use',
  title: 'Acceptable Use Policy',
  description: `The rules for using ${productName}, its website and its services — what is not allowed, how we enforce it, and how to report a violation.`,
  lastUpdated: '2025-04-19',
  intro: [
    p([
      `This policy applies to everyone who uses the ${productName} app, website, accounts and optional sync service run by ${company.legalName}. It is part of our `,
      { text: 'terms of service', href: '/terms' },
      '. Your clipboard history stays on your Mac and we do not look at it; this policy is about how you use our services and infrastructure.',
    ]),
  ],
  sections: [
    {
      id: 'prohibited-content',
      title: 'Prohibited Content',
      blocks: [
        p(
          'You may not use our services — including sync, templates you share with a team, support messages and forms — to store, transmit or distribute:',
        ),
        ul(
          'material that sexually exploits or endangers children;',
          'content that is illegal where you or the recipient are, including content that infringes copyright, trademarks or other rights;',
          'malware, exploit code intended for use against systems without authorization, or phishing material;',
          'personal data of others that you have no right to process, such as leaked credentials or identity documents;',
          'content that threatens, harasses or incites violence against a person or group.',
        ),
      ],
    },
    {
      id: 'prohibited-activities',
      title: 'Prohibited Activities',
      blocks: [
        p('You may not:'),
        ul(
          'use the app to collect clipboard data from a person without their knowledge, for example by installing it on a device you do not own or control;',
          'impersonate another person or organization, or misrepresent your affiliation with us;',
          'create accounts in bulk or with false information, or resell accounts;',
          'use the services to send spam or unsolicited messages;',
          'help or encourage anyone else to do any of the above.',
        ),
      ],
    },
    {
      id: 'system-abuse',
      title: 'System Abuse',
      blocks: [
        p('To keep the services available for everyone, you may not:'),
        ul(
          'probe, scan or test the vulnerability of our systems except as allowed in section 5;',
          'bypass authentication, rate limits, plan limits or license checks;',
          'overload the website, download servers or sync relay, for example with automated requests or by repeatedly downloading the app;',
          'use the sync relay as general-purpose file storage or to transfer data between people who are not on the same plan;',
          'interfere with other users’ access to the services.',
        ),
      ],
    },
    {
      id: 'free-account-limits',
      title: 'Commercial Limits for Free Accounts',
      blocks: [
        p(
          'Basic is free for personal use and for evaluating the product at work. Organizations that deploy the app to more than five people, or use it as part of a service they sell, need paid plans for those users. Free accounts may not be pooled or shared to avoid plan limits, and the app may not be redistributed — send people to our website to download it.',
        ),
      ],
    },
    {
      id: 'security-research',
      title: 'Security Research',
      blocks: [
        p(
          `We welcome good-faith security research. If you find a vulnerability, report it to ${emails.security} with enough detail to reproduce it, and give us reasonable time to fix it before you disclose it. When you test:`,
        ),
        ul(
          'use only accounts you own, and never access, change or delete other people’s data;',
          'do not run denial-of-service tests or automated scans that degrade the service;',
          'stop and tell us as soon as you reach data that is not yours.',
        ),
        p(
          'If you follow these rules, we will not take legal action against you for your research, and we will credit you in our release notes if you wish.',
        ),
      ],
    },
    {
      id: 'enforcement',
      title: 'Enforcement',
      blocks: [
        p(
          'If we believe this policy has been broken, we may remove content from our systems, limit or suspend sync, suspend or close the account, and where the law requires it, report the matter to the authorities. We act in proportion to the seriousness of the violation, and except in urgent cases we warn you first and give you a chance to respond. You can object to a decision by replying to our message; a person who was not involved in the original decision reviews it.',
        ),
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting Violations',
      blocks: [
        p([
          `Report abuse to ${emails.abuse} or through our `,
          { text: 'contact page', href: '/contact' },
          '. Please include what happened, when, and any account or link involved. We confirm receipt within two business days. We handle reports confidentially and process the personal data in them as described in our ',
          { text: 'privacy policy', href: '/privacy' },
          '.',
        ]),
      ],
    },
  ],
  related: [
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Contact', href: '/contact' },
  ],
};
