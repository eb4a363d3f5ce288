/** The landing page (/) from its use cases down: loaded with those sections (sections/LandingSections). */
import type { ClipboardPopoverProps } from '@clipnest/ui';
import { startingPriceText, planById } from './pricing';
import { emails, mailto, platform, productName } from './product';
import type { CallToActionContent, IconName, SectionIntro } from './types';

export interface UseCaseContent {
  id: 'developer' | 'designer' | 'business' | 'science';
  label: string;
  title: string;
  description: string;
  icon: IconName;
  points: readonly string[];
}

export const useCases = {
  eyebrow: 'Use cases',
  heading: 'Built for the Way You Work',
  description: 'Four kinds of people who copy hundreds of things a day, and what they get back.',
  items: [
    {
      id: 'developer',
      label: 'Developers',
      title: 'Stop Re-Running the Command to Copy the Token Again',
      description:
        'Stack traces, SQL, curl commands and one-time tokens — all in one history, with syntax detected and indentation kept.',
      icon: 'code',
      points: [
        'Syntax highlighting for more than 40 languages',
        'Paste as plain text by default in your terminal and editor',
        'Rules that expire anything shaped like an API key after 10 minutes',
      ],
    },
    {
      id: 'designer',
      label: 'Designers',
      title: 'Every color, asset and line of copy from the last month',
      description:
        'Screenshots, exported assets, hex values and UI copy, previewed at full size. Drag any clip straight onto the canvas.',
      icon: 'palette',
      points: [
        'Color values recognized and shown as swatches',
        'Image previews with dimensions and source app',
        'Collections for each project, filled automatically',
      ],
    },
    {
      id: 'business',
      label: 'Business',
      title: 'The same answers, pasted in seconds',
      description:
        'Addresses, IBANs, meeting links and the paragraph you send every customer — kept as templates, filled in with a keystroke.',
      icon: 'briefcase',
      points: [
        'Templates with placeholders for names and dates',
        'Pinned clips for the things you paste every day',
        'Auto-clear for anything copied from your banking app',
      ],
    },
    {
      id: 'science',
      label: 'Science',
      title: 'Citations, figures and data that don’t get lost between tools',
      description:
        'DOIs, LaTeX, table fragments and plot images collected while you read, and searchable when you finally write.',
      icon: 'beaker',
      points: [
        'Text inside figures and scanned PDFs is searchable',
        'LaTeX and code kept exactly as copied',
        'A timeline that shows what you gathered on which day',
      ],
    },
  ],
} as const satisfies SectionIntro & { items: readonly UseCaseContent[] };

/** One scene per use-case tab, drawn beside the tab's text. */
export const useCaseScenes: Record<UseCaseContent['id'], ClipboardPopoverProps> = {
  developer: {
    label: 'A developer’s clipboard history: a curl command, an SQL query and a stack trace.',
    groups: [
      {
        label: 'Today · 09:14',
        clips: [
          {
            id: 'curl',
            kind: 'code',
            title: 'curl',
            code: [
              [
                { text: 'curl', tone: 'keyword' },
                { text: ' -s ' },
                { text: 'https://api.fernway.io/v2/orders', tone: 'string' },
              ],
              [{ text: '  -H ' }, { text: "'Authorization: Bearer sk_live_…'", tone: 'string' }],
            ],
            source: 'Terminal',
            time: 'now',
            shortcut: '⌘1',
          },
          {
            id: 'sql',
            kind: 'code',
            title: 'select',
            code: [
              [
                { text: 'SELECT', tone: 'keyword' },
                { text: ' id, total ' },
                { text: 'FROM', tone: 'keyword' },
                { text: ' orders ' },
                { text: 'WHERE', tone: 'keyword' },
                { text: ' total > ' },
                { text: '100', tone: 'number' },
              ],
            ],
            source: 'TablePlus',
            time: '6 min',
            shortcut: '⌘2',
          },
          {
            id: 'trace',
            kind: 'text',
            title: 'TypeError: Cannot read properties of undefined (reading ‘id’)',
            detail: 'at OrderList.tsx:42',
            source: 'Chrome',
            time: '12 min',
            shortcut: '⌘3',
            selected: true,
          },
        ],
      },
    ],
  },
  designer: {
    label: 'A designer’s clipboard history: two color swatches, an exported image and a line of UI copy.',
    groups: [
      {
        label: 'Today · 14:20',
        clips: [
          {
            id: 'indigo',
            kind: 'color',
            title: '#3E63DD',
            swatch: '#3e63dd',
            source: 'Figma',
            time: 'now',
            shortcut: '⌘1',
            selected: true,
          },
          {
            id: 'orange',
            kind: 'color',
            title: '#F76B15',
            swatch: '#f76b15',
            source: 'Figma',
            time: '3 min',
            shortcut: '⌘2',
          },
          {
            id: 'export',
            kind: 'image',
            title: 'hero-illustration@2x.png',
            detail: '2880 × 1620',
            source: 'Figma',
            time: '9 min',
            shortcut: '⌘3',
          },
          {
            id: 'copy',
            kind: 'text',
            title: 'Everything You Copy, One Keystroke Away',
            source: 'Google Docs',
            time: '21 min',
            shortcut: '⌘4',
          },
        ],
      },
    ],
  },
  business: {
    label: 'A business clipboard history: a reply template, a meeting link, an IBAN and a spreadsheet.',
    groups: [
      {
        label: 'Today · 11:05',
        clips: [
          {
            id: 'reply',
            kind: 'text',
            title: 'Hi {name}, thanks for your order — your invoice is attached.',
            detail: 'Template',
            source: 'Mail',
            time: 'now',
            shortcut: '⌘1',
            selected: true,
          },
          {
            id: 'meeting',
            kind: 'link',
            title: 'Weekly sync with Acme',
            detail: 'meet.fernway.io/acme-sync',
            source: 'Calendar',
            time: '8 min',
            shortcut: '⌘2',
          },
          {
            id: 'iban',
            kind: 'text',
            title: 'DE89 3704 0044 0532 0130 00',
            detail: 'Pinned',
            source: 'Numbers',
            time: '15 min',
            shortcut: '⌘3',
          },
          {
            id: 'forecast',
            kind: 'file',
            title: 'Q3-forecast.xlsx',
            detail: '184 KB',
            source: 'Finder',
            time: '40 min',
            shortcut: '⌘4',
          },
        ],
      },
    ],
  },
  science: {
    label: 'A researcher’s clipboard history: a LaTeX formula, a data table, a citation and a plot.',
    groups: [
      {
        label: 'Today · 16:48',
        clips: [
          {
            id: 'latex',
            kind: 'code',
            title: 'latex',
            code: [
              [
                { text: '\\frac', tone: 'keyword' },
                { text: '{\\partial u}{\\partial t} = ' },
                { text: '\\alpha', tone: 'keyword' },
                { text: ' \\nabla^' },
                { text: '2', tone: 'number' },
                { text: ' u' },
              ],
            ],
            source: 'Overleaf',
            time: 'now',
            shortcut: '⌘1',
          },
          {
            id: 'table',
            kind: 'code',
            title: 'table',
            code: [
              [{ text: 't (s)   0.0    0.5    1.0    1.5', tone: 'comment' }],
              [{ text: 'T (K)   ' }, { text: '293.1  301.4  318.9  326.2', tone: 'number' }],
            ],
            source: 'Excel',
            time: '5 min',
            shortcut: '⌘2',
          },
          {
            id: 'citation',
            kind: 'text',
            title: 'Okafor, A. et al. (2025). Heat transport in thin films. Phys. Rev. B 111, 045301.',
            detail: 'doi:10.1103/example',
            source: 'Zotero',
            time: '18 min',
            shortcut: '⌘3',
            selected: true,
          },
          {
            id: 'plot',
            kind: 'image',
            title: 'figure-3b.png',
            detail: '1200 × 800',
            source: 'Preview',
            time: '26 min',
            shortcut: '⌘4',
          },
        ],
      },
    ],
  },
};

/** A testimonial: name, content, rating — plus role and company for credibility. */
export interface TestimonialContent {
  id: string;
  name: string;
  role: string;
  company: string;
  content: string;
  rating: number;
}

export const testimonials = {
  eyebrow: 'Loved in beta',
  heading: 'What People Say After a Week',
  label: 'Testimonials',
  ratingLabel: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  dotLabel: (position: number, total: number) => `Show testimonial ${position} of ${total}`,
  dotsLabel: 'Choose a testimonial',
  previousLabel: 'Previous testimonial',
  nextLabel: 'Next testimonial',
  pauseLabel: 'Pause rotation',
  playLabel: 'Resume rotation',
  items: [
    {
      id: 'mara-lindqvist',
      name: 'Mara Lindqvist',
      role: 'Staff engineer',
      company: 'Fernway Systems',
      content: `I copy a stack trace, a log line and a ticket link in the same minute. ${productName} is the first clipboard tool I haven’t turned off after a week — it’s fast, and my tokens never leave the laptop.`,
      rating: 5,
    },
    {
      id: 'tomas-okafor',
      name: 'Tomás Okafor',
      role: 'Product designer',
      company: 'Studio Halde',
      content:
        'The image previews sold me. I can find the screenshot I took on Tuesday by typing a word that was in it. That used to be a ten-minute hunt through my desktop.',
      rating: 5,
    },
    {
      id: 'priya-raman',
      name: 'Priya Raman',
      role: 'Customer success lead',
      company: 'Brightline Freight',
      content:
        'Templates replaced the text-expander, the notes app and the sticky notes on my monitor. Forty replies a day, and I haven’t retyped a tracking-page explanation since.',
      rating: 5,
    },
    {
      id: 'felix-brandt',
      name: 'Dr. Felix Brandt',
      role: 'Postdoctoral researcher',
      company: 'Institute for Applied Ecology',
      content:
        'I collect DOIs and figure captions while reading and paste them days later while writing. The timeline means I can find “the paper from Thursday afternoon” without remembering its title.',
      rating: 5,
    },
    {
      id: 'aiko-tanaka',
      name: 'Aiko Tanaka',
      role: 'Security consultant',
      company: 'Quarry Point Advisory',
      content:
        'I audit tools like this for a living. Local database, encrypted at rest, concealed items skipped, sync off by default and end-to-end encrypted when it’s on. I recommend it to clients.',
      rating: 5,
    },
  ],
} as const satisfies Omit<SectionIntro, 'description'> & {
  label: string;
  items: readonly TestimonialContent[];
  ratingLabel: (rating: number, max: number) => string;
  slideLabel: (position: number, total: number) => string;
  dotLabel: (position: number, total: number) => string;
  dotsLabel: string;
  previousLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
};

export const faqCategories = [
  'General',
  'Security',
  'Features',
  'Compatibility',
  'Pricing',
  'Usage',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** A question: question, answer, category (the shape of @clipnest/ui's `FaqItem`). */
export interface FaqItemContent {
  id: string;
  question: string;
  /** Plain text: the FAQ search looks inside it. */
  answer: string;
  category: FaqCategory;
}

const pro = planById('pro');
const enterprise = planById('enterprise');

export const faqItems: readonly FaqItemContent[] = [
  // General
  {
    id: 'what-is',
    category: 'General',
    question: `What is ${productName}?`,
    answer: `${productName} is a clipboard-history manager for macOS. It remembers what you copy — text, images, files, links and code — so you can search for it and paste it again later. It lives in the menu bar and opens with ⇧⌘V.`,
  },
  {
    id: 'beta',
    category: 'General',
    question: `Is ${productName} finished?`,
    answer: `${productName} is in public beta. It is stable enough for daily use and we ship an update roughly every two weeks. Beta releases may still change how some features look; your history is never reset by an update.`,
  },
  {
    id: 'account',
    category: 'General',
    question: 'Why do I need an account to download?',
    answer:
      'The account lets us send you the download, verify that you are a person and manage a paid plan later. The app itself does not need to be signed in to work, and your history is never linked to your account.',
  },
  {
    id: 'who-builds',
    category: 'General',
    question: `Who makes ${productName}?`,
    answer: `A small, independent team in Berlin. We are funded by the people who pay for ${pro.name} and ${enterprise.name}, not by advertising or data.`,
  },
  // Security
  {
    id: 'where-stored',
    category: 'Security',
    question: 'Where is my clipboard history stored?',
    answer:
      'In an encrypted database in your user library on your Mac. Nothing is uploaded. If you turn on optional sync, clips are encrypted on your Mac before they leave it, and only your own devices hold the keys.',
  },
  {
    id: 'passwords',
    category: 'Security',
    question: 'Will it record my passwords?',
    answer:
      'No. Password managers mark what they copy as concealed, and those items are never written to history. You can also exclude any app entirely, and add rules that expire sensitive clips after a few minutes.',
  },
  {
    id: 'encryption',
    category: 'Security',
    question: 'How is my history encrypted?',
    answer:
      'With AES-256-GCM. The key is generated on your Mac and kept in your login keychain, so another user account on the same Mac cannot read your history. Pro and Enterprise can also lock history behind Touch ID.',
  },
  {
    id: 'what-collected',
    category: 'Security',
    question: 'What do you know about me?',
    answer:
      'Your email address (for the account and the download), your plan if you buy one, and — only if you accept analytics cookies — anonymous page statistics for this website. The app sends no analytics and no content.',
  },
  // Features
  {
    id: 'types',
    category: 'Features',
    question: 'What kinds of content can it keep?',
    answer:
      'Plain and rich text, images and screenshots, files and folders, links, colors and code. Each clip keeps its original formats, so a rich-text paragraph pastes with its formatting, or as plain text if you prefer.',
  },
  {
    id: 'search-images',
    category: 'Features',
    question: 'Can I search for text inside images?',
    answer:
      'Yes. Text in screenshots and images is recognized on your Mac with the system’s built-in text recognition and added to the search index. Nothing is sent to a server for this.',
  },
  {
    id: 'pin',
    category: 'Features',
    question: 'Can I keep some clips forever?',
    answer:
      'Pin them. Pinned clips are kept regardless of your history limit or retention period, and you can paste them with ⌥ and a number from 1 to 9.',
  },
  {
    id: 'sync',
    category: 'Features',
    question: 'Does it sync between my Macs?',
    answer: `Only if you want it to. ${pro.name} and ${enterprise.name} include optional sync between your own Macs, end-to-end encrypted. It is off until you turn it on, and ${productName} works fully without it.`,
  },
  // Compatibility
  {
    id: 'macos-version',
    category: 'Compatibility',
    question: 'Which versions of macOS are supported?',
    answer: `${platform.minimumVersion}, on ${platform.architectures} Macs. The app is a universal binary, so it runs natively on both.`,
  },
  {
    id: 'windows',
    category: 'Compatibility',
    question: 'Is there a Windows, Linux or iPhone version?',
    answer: `Not yet. ${productName} is built natively for macOS and we would rather do one platform well. Text you copy on an iPhone with the system’s Handoff clipboard still arrives in your Mac history.`,
  },
  {
    id: 'apps',
    category: 'Compatibility',
    question: 'Does it work with every app?',
    answer: `${productName} reads the system pasteboard, so anything you can copy with ⌘C is captured. A few apps put only private formats on the pasteboard; those clips are kept and pasted back into the same app unchanged.`,
  },
  // Pricing
  {
    id: 'free',
    category: 'Pricing',
    question: 'Is there a free plan?',
    answer: `Yes. Basic is free with no time limit: the last 100 clips, kept for 7 days, with search and the timeline. Paid plans start at ${startingPriceText}.`,
  },
  {
    id: 'refund',
    category: 'Pricing',
    question: 'Can I get a refund?',
    answer:
      'Yes. Every paid plan has a 30-day money-back guarantee — email us within 30 days of your first payment and we refund it in full.',
  },
  {
    id: 'change-plan',
    category: 'Pricing',
    question: 'What happens if I change or cancel my plan?',
    answer:
      'Upgrades apply immediately and are prorated. If you cancel, you keep your paid features until the end of the billing period, then move to Basic. Annual plans renew automatically unless canceled before the renewal date.',
  },
  // Usage
  {
    id: 'open',
    category: 'Usage',
    question: 'How do I open my history?',
    answer:
      'Press ⇧⌘V anywhere, or click the icon in the menu bar. Type to search, use the arrow keys to choose, and press Return to paste into the app you were using. You can change the shortcut in Settings.',
  },
  {
    id: 'plain-text',
    category: 'Usage',
    question: 'How do I paste without formatting?',
    answer:
      'Press ⇧Return instead of Return to paste any clip as plain text. To make plain text the default for a particular app — your terminal, say — add it under Settings › Paste.',
  },
  {
    id: 'delete',
    category: 'Usage',
    question: 'How do I delete something I copied by mistake?',
    answer:
      'Select it and press ⌘⌫. The clip is removed from the database and its storage is overwritten. To clear everything from the last hour, day or all time, use Clear history in the menu.',
  },
];

/**
 * The questions asked most, shown first and alone until 'Show All' (the rest fold away under
 * them). Each category's picks are its first questions, so a chip lists its category in the
 * same order either way, and the chips keep their order of first appearance.
 */
export const faqMostAsked = [
  'what-is',
  'beta',
  'where-stored',
  'passwords',
  'types',
  'search-images',
  'macos-version',
  'free',
] as const satisfies readonly (typeof faqItems)[number]['id'][];

/** Every question, the most asked first, then the rest in their order. */
export const faqItemsMostAskedFirst: readonly FaqItemContent[] = [
  ...faqMostAsked.map((id) => faqItems.find((item) => item.id === id)!),
  ...faqItems.filter((item) => !(faqMostAsked as readonly string[]).includes(item.id)),
];

export const faqSection = {
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  description: 'Short answers to what people ask before they download.',
  searchLabel: 'Search questions',
  searchPlaceholder: 'Search, e.g. “passwords” or “sync”',
  clearSearchLabel: 'Clear search',
  categoriesLabel: 'Filter by category',
  allLabel: 'All',
  emptyMessage: 'No results found',
  emptyHint: 'Try a different word, or ask us directly.',
  resultCountLabel: (count: number) => (count === 1 ? '1 question' : `${count} questions`),
  showAllLabel: (count: number) => `Show All ${count} Questions`,
  showFewerLabel: 'Show Fewer Questions',
  supportLink: {
    prompt: 'Didn’t find your answer?',
    label: 'Contact support',
    href: mailto('support', `${productName} question`),
    address: emails.support,
  },
} as const;

export const closingCallToAction = {
  heading: 'Your Clipboard, Remembered',
  text: `Free for the last 100 clips, forever. Install ${productName} in under a minute and stop copying the same thing twice.`,
  primaryAction: 'Download Now',
  secondaryAction: { label: 'Compare Plans', href: '/pricing' },
} as const satisfies CallToActionContent;
