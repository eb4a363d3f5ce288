/** The /contact page: the form, addresses and hours. */
import { businessHours, company, emails, mailto, productName } from './product';
import type { IconName } from './types';

/**
 * The topics of the contact form, in the order the select lists them. The ids and the limits
 * below are what the database accepts (supabase/migrations: the `contact_messages` table's checks
 * and `submit_contact_message`); contact.test.ts holds the SQL and these together.
 */
export const contactTopics = [
  { id: 'support', label: 'Help with the app' },
  { id: 'billing', label: 'Billing and plans' },
  { id: 'sales', label: 'Enterprise and teams' },
  { id: 'privacy', label: 'Privacy and data' },
  { id: 'press', label: 'Press' },
  { id: 'partnerships', label: 'Partnerships' },
  { id: 'feedback', label: 'Feedback and ideas' },
  { id: 'other', label: 'Something else' },
] as const satisfies readonly { id: string; label: string }[];

export type ContactTopic = (typeof contactTopics)[number];

/** The longest name and message the contact form takes, in characters (the email's is the package's `maxEmailLength`). */
export const contactLimits = { name: 100, message: 2000 } as const;

export interface ContactChannel {
  title: string;
  description: string;
  email: string;
  href: `mailto:${string}`;
  /** Each team its own picture, so six cards do not read as one repeated envelope. */
  icon: IconName;
}

export const contactPage = {
  eyebrow: 'Contact',
  heading: 'Talk to the People Who Build It',
  description: `Questions about ${productName}, your plan or your data — write to us and a person on the team replies, usually within one business day.`,
  form: {
    heading: 'Send Us a Message',
    name: 'Name',
    // Every field has its placeholder, the same kind: what goes in it.
    namePlaceholder: 'Your name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    topic: 'Topic',
    topicPlaceholder: 'Choose a topic',
    message: 'Message',
    messagePlaceholder: 'What can we help with?',
    /** The consent checkbox: `consentBefore`, a link reading `privacyLink` to /privacy, `consentAfter`. */
    consentBefore: 'I agree that what I send is used only to answer me, as the ',
    privacyLink: 'privacy policy',
    consentAfter: ' describes.',
    privacyHref: '/privacy',
    footnote: 'All fields are required.',
    submit: 'Send Message',
    submitting: 'Sending…',
    success: 'Thanks — your message is in. We usually reply within one business day.',
    errors: {
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      topic: 'Please choose a topic.',
      message: 'Please write a message.',
      messageTooShort: 'Please write at least 10 characters.',
      consent: 'Please agree so that we can answer you.',
    },
  },
  channelsHeading: 'Or Email the Right Team Directly',
  channels: [
    {
      title: 'Support',
      icon: 'life-buoy',
      description: 'Help with installing and using the app.',
      email: emails.support,
      href: mailto('support'),
    },
    {
      title: 'Billing',
      icon: 'receipt',
      description: 'Invoices, refunds and plan changes.',
      email: emails.billing,
      href: mailto('billing'),
    },
    {
      title: 'Privacy',
      icon: 'shield',
      description: 'Your data and your rights under the GDPR.',
      email: emails.privacy,
      href: mailto('privacy'),
    },
    {
      title: 'Security',
      icon: 'bug',
      description: 'Report a vulnerability.',
      email: emails.security,
      href: mailto('security'),
    },
    {
      title: 'Press',
      icon: 'newspaper',
      description: 'Media inquiries, answered within 24 hours.',
      email: emails.press,
      href: mailto('press'),
    },
    {
      title: 'Partnerships',
      icon: 'users',
      description: 'Resellers, integrations and education.',
      email: emails.partners,
      href: mailto('partners'),
    },
  ] satisfies ContactChannel[],
  address: {
    heading: 'Office',
    lines: [
      company.legalName,
      company.address.street,
      `${company.address.postalCode} ${company.address.city}`,
      company.address.country,
    ],
    note: 'Visits by appointment only.',
  },
  hours: {
    heading: 'Business Hours',
    text: businessHours,
    note: 'Messages sent outside these hours are answered the next business day.',
  },
  phone: { heading: 'Phone', text: company.phone },
} as const;
