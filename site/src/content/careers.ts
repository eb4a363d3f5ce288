/** The /careers page and the five /careers/{title-slug} pages. */
import { careerHref, slugify } from './paths';
import { emails, mailto, productName } from './product';
import type { IconName, SitePath } from './types';

export interface CompanyValue {
  title: string;
  description: string;
  icon: IconName;
}

/** A job: title, location, department, type, tags — plus the slug and the full posting. */
export interface Job {
  title: string;
  /** `slugify(title)`: the URL segment of /careers/{title-slug}. */
  slug: string;
  location: string;
  department: 'Engineering' | 'Design' | 'Product' | 'Customer Experience';
  type: 'Full-time' | 'Part-time';
  tags: readonly string[];
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
}

export interface HiringStep {
  title: string;
  description: string;
  duration: string;
}

export const companyValues: readonly CompanyValue[] = [
  {
    title: 'Respect the User’s Machine',
    description:
      'Their data, their CPU, their battery. We collect nothing we don’t need and waste nothing we borrow.',
    icon: 'laptop',
  },
  {
    title: 'Fast Is a Feature',
    description: 'We measure latency in milliseconds and treat a regression like a bug, because it is one.',
    icon: 'zap',
  },
  {
    title: 'Write It Down',
    description:
      'Decisions, designs and post-mortems are written and shared. Meetings are for what writing can’t do.',
    icon: 'file',
  },
  {
    title: 'Small Team, Whole Problems',
    description:
      'Everyone owns features end to end — from the first sketch to the support reply after release.',
    icon: 'users',
  },
];

const job = (j: Omit<Job, 'slug'>): Job => ({ ...j, slug: slugify(j.title) });

export const jobs: readonly Job[] = [
  job({
    title: 'Senior macOS Engineer',
    location: 'Berlin or remote (EU)',
    department: 'Engineering',
    type: 'Full-time',
    tags: ['Swift', 'AppKit', 'SwiftUI'],
    summary: `Build the app itself: the history window people open fifty times a day, the capture pipeline behind it, and the performance budget that keeps ${productName} under 50 ms.`,
    responsibilities: [
      'Own major areas of the app, such as capture, search or the history window, from design to release',
      'Keep the app fast and light: profile, set budgets and fix regressions before they ship',
      'Work with design on interactions that feel native to macOS, keyboard first',
      'Review code, write design notes and help shape our engineering practices',
      'Answer support questions about the parts you own',
    ],
    requirements: [
      'Five or more years building software, at least three of them shipping macOS or iOS apps',
      'Deep knowledge of Swift, and of AppKit or SwiftUI on macOS',
      'Experience with Instruments and performance work on real products',
      'Care for accessibility and the details of platform conventions',
      'Clear written communication in English',
    ],
    niceToHave: [
      'Experience with SQLite, full-text search or the pasteboard APIs',
      'Familiarity with the Vision framework or on-device machine learning',
      'Open-source macOS projects we can look at',
    ],
  }),
  job({
    title: 'Backend Engineer, Sync and Cryptography',
    location: 'Berlin or remote (EU)',
    department: 'Engineering',
    type: 'Full-time',
    tags: ['Rust', 'Cryptography', 'Distributed systems'],
    summary: `Design and run the relay behind ${productName} Sync — a service that moves end-to-end-encrypted messages between a user’s Macs without ever being able to read them.`,
    responsibilities: [
      'Build and operate the sync relay, with reliability and privacy as hard requirements',
      'Work with the macOS team on the sync protocol, key exchange and conflict handling',
      'Run the service: monitoring, on-call in a light rotation, incident reviews',
      'Keep what the server knows to a minimum and document it for our privacy policy',
    ],
    requirements: [
      'Four or more years building and operating backend services in production',
      'Strong experience with Rust, Go or a similar systems language',
      'Working knowledge of applied cryptography: authenticated encryption, key exchange, their failure modes',
      'Comfort with Linux, containers and observability tooling',
    ],
    niceToHave: [
      'Experience with end-to-end-encrypted products or audited cryptographic code',
      'Knowledge of CRDTs or other sync models',
      'Familiarity with GDPR requirements for infrastructure',
    ],
  }),
  job({
    title: 'Product Designer',
    location: 'Berlin',
    department: 'Design',
    type: 'Full-time',
    tags: ['macOS', 'Interaction design', 'Prototyping'],
    summary:
      'Shape how people find, preview and paste everything they copy — a small window with a lot of decisions in it.',
    responsibilities: [
      'Design features end to end, from research with users to the final pixels and motion',
      'Prototype interactions at real speed, including keyboard flows',
      'Own the design system for the app and the website',
      'Run usability sessions with beta users every month',
    ],
    requirements: [
      'Four or more years of product design, with shipped work on desktop or mobile apps',
      'A portfolio that shows your process, not just results',
      'Fluency in a modern design tool and at least one prototyping approach',
      'An eye for platform conventions on macOS',
    ],
    niceToHave: [
      'Experience designing developer or productivity tools',
      'Basic SwiftUI or front-end skills',
      'Writing UI copy',
    ],
  }),
  job({
    title: 'Developer Advocate',
    location: 'Remote (EU)',
    department: 'Product',
    type: 'Full-time',
    tags: ['Writing', 'Developer tools', 'Community'],
    summary: `Help developers get more out of ${productName}: guides, talks, the local API, and a direct line from the community to the roadmap.`,
    responsibilities: [
      'Write guides and blog posts about clipboard workflows for developers',
      'Build example scripts and integrations for the local API',
      'Collect and summarize feedback from developers for the product team',
      'Speak at meetups and conferences a few times a year',
    ],
    requirements: [
      'Three or more years as a software developer, developer advocate or technical writer',
      'Published writing or talks we can read or watch',
      'Comfort with the terminal, shell scripting and at least one programming language',
    ],
    niceToHave: [
      'Experience with macOS automation',
      'A following in a developer community',
      'German in addition to English',
    ],
  }),
  job({
    title: 'Customer Support Specialist',
    location: 'Berlin',
    department: 'Customer Experience',
    type: 'Part-time',
    tags: ['Support', 'Writing', 'macOS'],
    summary:
      'Be the voice of the team for people using the app — and the voice of those people inside the team.',
    responsibilities: [
      'Answer support requests by email, most within one business day',
      'Write and maintain help articles and in-app help text',
      'Reproduce bugs and write clear reports for engineering',
      'Spot patterns in requests and bring them to product planning',
    ],
    requirements: [
      'Two or more years in customer support, ideally for software',
      'Excellent written English; German is a plus',
      'Confidence with macOS settings, permissions and troubleshooting',
      '20 to 30 hours a week, within our business hours',
    ],
    niceToHave: ['Experience with privacy-related questions', 'Basic SQL or scripting'],
  }),
];

export const jobBySlug = (slug: string): Job | undefined => jobs.find((j) => j.slug === slug);
export const jobHref = (j: Job): SitePath => careerHref(j.slug);

/** What comes with every job here, each with an icon of its own (the site's icon tile). */
export const benefits: readonly { title: string; description: string; icon: IconName }[] = [
  {
    title: 'Salary Bands Before Any Interview',
    description: 'Shared in the first call: the same band for everyone at a level.',
    icon: 'banknote',
  },
  {
    title: '30 Days of Paid Vacation',
    description: 'Plus public holidays in your location, and we expect you to take them.',
    icon: 'sun',
  },
  {
    title: 'Four-Day Weeks in August',
    description: 'The whole company works Monday to Thursday for the month.',
    icon: 'calendar',
  },
  {
    title: 'Equipment of Your Choice',
    description: 'A current MacBook Pro, a display and a chair budget.',
    icon: 'laptop',
  },
  {
    title: 'Learning Budget',
    description: '€1,500 a year for books, courses and conferences.',
    icon: 'book',
  },
  {
    title: 'Company Pension',
    description: 'We add 20% on top of your own contributions.',
    icon: 'trending-up',
  },
];

export const hiringProcess: readonly HiringStep[] = [
  {
    title: 'Application',
    description:
      'Send your résumé or portfolio and a few lines on why the role interests you. No cover-letter essays.',
    duration: 'Reply within 5 business days',
  },
  {
    title: 'Introductory Call',
    description:
      'Thirty minutes with the hiring manager about the role, the team, salary and your questions.',
    duration: '30 minutes',
  },
  {
    title: 'Work Sample',
    description:
      'A paid, scoped task close to the real work, discussed together afterwards. Never a whiteboard puzzle.',
    duration: 'Up to 4 hours, paid',
  },
  {
    title: 'Team Conversation and Offer',
    description:
      'Meet the people you would work with most. We decide within a week and explain our decision either way.',
    duration: 'Half a day',
  },
];

export const careersPage = {
  eyebrow: 'Careers',
  heading: 'Build a Tool People Use Fifty Times a Day',
  description: `We are a small team in Berlin building ${productName}. We hire rarely and carefully, and we like it that way.`,
  valuesHeading: 'How We Work',
  positionsHeading: 'Open Positions',
  positionsCount: (count: number) => (count === 1 ? '1 open position' : `${count} open positions`),
  viewPosition: 'View position',
  benefitsHeading: 'Benefits',
  processHeading: 'Our Hiring Process',
  noFitHeading: 'Don’t See Your Role?',
  noFitText: `Write to ${emails.careers} anyway. We keep good applications on file for a year, with your permission.`,
  noFitAction: { label: 'Send an Open Application', href: mailto('careers', 'Open application') },
  job: {
    backLink: { label: 'All positions', href: '/careers' as SitePath },
    summaryHeading: 'About the Role',
    responsibilitiesHeading: 'What You Will Do',
    requirementsHeading: 'What You Bring',
    niceToHaveHeading: 'Nice to Have',
    apply: 'Apply for This Position',
    applyHref: (title: string) => mailto('careers', `Application: ${title}`),
    applyNote: 'Applications go to our hiring team by email. We reply to every one.',
  },
} as const;
