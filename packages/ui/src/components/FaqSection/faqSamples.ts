import type { FaqItem } from './filterFaq';

/** Sample questions for stories and tests (the site keeps its own copy in its content). */
export const sampleFaqItems: FaqItem[] = [
  {
    id: 'what-is-it',
    question: 'What does the app do?',
    answer:
      'It keeps a history of everything you copy on your Mac — text, links, images and files — so you can find and paste any of it again with a keyboard shortcut.',
    category: 'General',
  },
  {
    id: 'beta',
    question: 'Is the app still in beta?',
    answer:
      'Yes. The public beta is stable for daily use, and we ship updates every few weeks based on feedback from beta users.',
    category: 'General',
  },
  {
    id: 'where-stored',
    question: 'Where is my clipboard history stored?',
    answer:
      'On your Mac only. History is saved in an encrypted local database and nothing leaves the device unless you switch on the optional sync of a Pro or Enterprise plan.',
    category: 'Security',
  },
  {
    id: 'passwords',
    question: 'Does it record passwords I copy?',
    answer:
      'No. Items copied from password managers and secure text fields are skipped automatically, and you can exclude any other app in Settings.',
    category: 'Security',
  },
  {
    id: 'sync',
    question: 'Can I sync my history between Macs?',
    answer:
      'Pro and Enterprise plans add optional, end-to-end encrypted sync between your own devices. It is off until you turn it on.',
    category: 'Features',
  },
  {
    id: 'search',
    question: 'How do I find something I copied last week?',
    answer:
      'Open the history with the shortcut and start typing: search looks through text, links and file names, and you can filter by type or by day in the timeline.',
    category: 'Features',
  },
  {
    id: 'macos',
    question: 'Which versions of macOS are supported?',
    answer: 'macOS 12 Monterey and later, on both Apple silicon and Intel Macs.',
    category: 'Compatibility',
  },
  {
    id: 'apps',
    question: 'Does it work with every app?',
    answer:
      'It works with any app that uses the standard macOS clipboard, which is nearly all of them, including browsers, editors and design tools.',
    category: 'Compatibility',
  },
  {
    id: 'price',
    question: 'How much does it cost?',
    answer:
      'The Basic plan is free. Paid plans start at $3.99/month for Pro, or $39.99 when you pay for a year at once.',
    category: 'Pricing',
  },
  {
    id: 'refund',
    question: 'Can I get a refund?',
    answer: 'Yes. Every paid plan comes with a 30-day money-back guarantee, no questions asked.',
    category: 'Pricing',
  },
  {
    id: 'shortcut',
    question: 'How do I open my clipboard history?',
    answer:
      'Press Shift-Command-V anywhere, or click the menu bar icon. You can change the shortcut in Settings.',
    category: 'Usage',
  },
  {
    id: 'pin',
    question: 'Can I keep some items from being cleared?',
    answer: 'Pin an item and it stays at the top of your history, however much you copy after it.',
    category: 'Usage',
  },
];
