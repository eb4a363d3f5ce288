import type { Job } from '../JobList/jobs';
import { jobSlug } from '../JobList/jobs';
import type { CareerItem } from './ValuesGrid';

/** Sample content for stories only; the site supplies its own. */
const job = (title: string, department: string, location: string, type: string, tags: string[]): Job => ({
  title,
  department,
  location,
  type,
  tags,
  href: `/careers/${jobSlug(title)}`,
});

export const sampleJobs: Job[] = [
  job('Senior macOS Engineer', 'Engineering', 'Remote (EU)', 'Full-time', ['Swift', 'AppKit', 'SQLite']),
  job('Frontend Engineer', 'Engineering', 'Berlin or remote', 'Full-time', ['TypeScript', 'React']),
  job('Product Designer', 'Design', 'Berlin', 'Full-time', ['Figma', 'Prototyping']),
  job('Developer Advocate', 'Marketing', 'Remote (EU)', 'Part-time', ['Writing', 'Talks']),
  job('Customer Success Specialist', 'Support', 'Remote (EU)', 'Full-time', [
    'Enterprise',
    'Onboarding',
    'Written support',
    'Troubleshooting',
  ]),
];

export const sampleValues: CareerItem[] = [
  {
    title: 'Privacy first',
    description: 'We build software that keeps your data on your devices.',
    icon: 'shield',
  },
  {
    title: 'Craft over speed',
    description: 'Small details make a tool you reach for a hundred times a day.',
    icon: 'sparkles',
  },
  {
    title: 'Write it down',
    description: 'Clear writing beats meetings. Decisions live in documents.',
    icon: 'file',
  },
  {
    title: 'Own the outcome',
    description: 'Everyone ships, measures and follows up on their work.',
    icon: 'zap',
  },
];

export const sampleBenefits: CareerItem[] = [
  {
    title: 'Remote-friendly',
    description: 'Work from anywhere in the EU, or from our Berlin office.',
    icon: 'globe',
  },
  { title: '30 days off', description: 'Plus public holidays where you live.', icon: 'sun' },
  { title: 'Your setup', description: 'A MacBook Pro and a budget for your desk.', icon: 'laptop' },
  {
    title: 'Learning budget',
    description: '€1,500 a year for books, courses and conferences.',
    icon: 'beaker',
  },
  { title: 'Fair equity', description: 'Everyone owns a part of what we build.', icon: 'layers' },
  { title: 'Health', description: 'Private health insurance and a gym membership.', icon: 'users' },
];
