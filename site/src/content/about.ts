/** The /about page. */
import { buildDate } from './buildDate';
import { privateBeta, privateBetaDuration } from './company';
import { company, productName } from './product';
import type { CallToActionContent, IconName } from './types';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export interface Milestone {
  date: string;
  title: string;
  description: string;
}

/** The people at the company; the About page shows each of them and counts them. */
const team = [
  {
    name: 'Lena Hoffmann',
    role: 'Co-founder and CEO',
    bio: 'Previously led product for desktop software. Writes the release notes and answers the hardest support emails.',
  },
  {
    name: 'Jonas Becker',
    role: 'Co-founder and CTO',
    bio: 'Spent a decade on storage engines and search. Owns the database, the index and the sync protocol.',
  },
  {
    name: 'Sofia Marino',
    role: 'Product designer',
    bio: 'Designs the app and the website, and runs our monthly user sessions.',
  },
  {
    name: 'Daniel Osei',
    role: 'macOS engineer',
    bio: 'Builds the history window and the capture pipeline. Keeper of the 50 ms budget.',
  },
  {
    name: 'Hannah Kim',
    role: 'Customer support lead',
    bio: 'Reads every message. Turns patterns in support into items on the roadmap.',
  },
  {
    name: 'Mira Schulz',
    role: 'Backend engineer',
    bio: 'Runs the sync relay and the update feed, and makes sure neither can read a clip.',
  },
  {
    name: 'Tomás Vidal',
    role: 'Release and QA engineer',
    bio: 'Tests every build on six Macs, from a 2018 Intel mini to the newest Apple silicon.',
  },
  {
    name: 'Aylin Demir',
    role: 'Community and content',
    bio: 'Writes the blog and the docs, and hosts the beta testers’ forum.',
  },
] satisfies TeamMember[];

/** A milestone as written: the day it happened (ISO); the page shows its quarter. */
interface MilestoneEntry {
  on: string;
  title: string;
  description: string;
}

const milestoneEntries: readonly MilestoneEntry[] = [
  {
    on: company.foundedOn,
    title: 'Company Founded',
    description: `${company.legalName} registered in Berlin.`,
  },
  {
    on: '2023-05-09',
    title: 'First Build',
    description: 'Text and image history with an encrypted local database.',
  },
  {
    on: privateBeta.startedOn,
    title: 'Private Beta',
    description: `${privateBeta.testers} testers and an update every two weeks.`,
  },
  { on: privateBeta.endedOn, title: 'Public Beta', description: 'Open to everyone on macOS 13 or later.' },
  {
    on: '2025-02-11',
    title: 'Sync and Teams',
    description: 'Optional end-to-end-encrypted sync, and team administration for Enterprise.',
  },
  {
    on: '2025-12-02',
    title: 'Ready for IT Departments',
    description: 'Managed settings with configuration profiles, and single sign-on for Enterprise.',
  },
  {
    on: '2026-04-21',
    title: 'Local API',
    description: 'Scripts and automation tools can read and add clips, without a network port.',
  },
  {
    on: '2026-10-20',
    // No version number: the release the site ships moves on, a milestone does not.
    title: 'Smart Paste',
    description: 'Paste suggestions learned on the Mac, then search inside copied PDFs.',
  },
];

/** The milestones up to the build day, oldest first, each dated by its quarter ('Q4 2022'). */
const milestones: Milestone[] = milestoneEntries
  .filter((entry) => entry.on <= buildDate)
  .map(({ on, title, description }) => ({
    date: `Q${Math.floor((Number(on.slice(5, 7)) - 1) / 3) + 1} ${on.slice(0, 4)}`,
    title,
    description,
  }));

export const aboutPage = {
  eyebrow: 'About',
  heading: 'We Build Software That Stays on Your Mac',
  description: `${company.legalName} is a small, independent company in Berlin. We make ${productName}, a clipboard manager that is fast because it runs locally and private because it never uploads what you copy.`,
  story: {
    heading: 'Why We Started',
    paragraphs: [
      'In 2022, Lena Hoffmann lost a paragraph she had spent an hour writing by copying a link over it. Jonas Becker, sitting across the table, had lost a database password the same way that morning. They went looking for a clipboard manager that was fast, modern and didn’t upload everything they copied. They didn’t find one they trusted, so they built it.',
      `${productName} went into private beta with ${privateBeta.testers} testers in late ${privateBeta.year} and opened to everyone ${privateBetaDuration} later, in September 2024. We are funded by the people who pay for it — not by advertising, and not by data.`,
    ],
    /** Beside the story on wide screens: its turning point, repeated in the display face. */
    pullQuote: 'They didn’t find one they trusted, so they built it.',
  },
  principlesHeading: 'What We Believe',
  principles: [
    {
      title: 'Local First',
      description:
        'Your data lives on your device. Anything that leaves it is optional, encrypted and explained.',
      icon: 'lock',
    },
    {
      title: 'Native and Fast',
      description:
        'A utility should feel like part of the operating system. We measure every interaction in milliseconds.',
      icon: 'zap',
    },
    {
      title: 'Paid by Users',
      description: 'A fair price for a tool you use every day keeps our incentives aligned with yours.',
      icon: 'shield',
    },
  ] satisfies { title: string; description: string; icon: IconName }[],
  facts: [
    { value: String(company.founded), label: 'Founded in Berlin' },
    // Counted from the team shown below, so the figure and the faces always agree.
    { value: String(team.length), label: 'People on the team' },
    { value: '0', label: 'Clips we have ever seen' },
  ],
  teamHeading: 'The Team',
  team,
  milestonesHeading: 'Milestones',
  milestones,
  callToAction: {
    heading: 'Try What We Built',
    text: 'Free for the last 100 clips, forever.',
    primaryAction: 'Download Now',
    secondaryAction: { label: 'Join the Team', href: '/careers' },
  } satisfies CallToActionContent,
} as const;
