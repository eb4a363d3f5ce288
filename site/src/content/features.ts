/** The /features page ('Advanced Features') and the nine /features/<slug> pages. */
import { featureHref, type FeatureSlug } from './paths';
import { planById } from './pricing';
import { productName } from './productName';
import type { CallToActionContent, IconName, LinkItem, SectionIntro } from './types';

export interface FeatureBenefit {
  title: string;
  description: string;
  icon: IconName;
}

export interface FeatureStep {
  title: string;
  description: string;
}

export interface FeaturePage {
  slug: FeatureSlug;
  /** The page's h1 and the card title on /features. */
  title: string;
  /** One line under the title, and the card text on /features. */
  description: string;
  /** The longer introduction on the feature page. */
  intro: string;
  icon: IconName;
  /** Which plans include it, as a short note. */
  availability: string;
  benefits: readonly FeatureBenefit[];
  steps: readonly FeatureStep[];
  /** The closing call to action: one short Title Case heading, then a sentence-case line. */
  closing: { heading: string; text: string };
  /**
   * How 'What You Get' is composed, so no two neighbouring pages look alike: `annotated` (a second,
   * larger picture with a numbered marker per benefit, the benefits beside it; picture and markers
   * in ./featureScenes), `band` (the same across the width, the benefits under it), or `compare`
   * (the clip before and after the feature, under these labels, drawings in ./featureVignettes).
   */
  composition:
    | { layout: 'annotated' | 'band' }
    | {
        layout: 'compare';
        before: { label: string; icon: IconName };
        after: { label: string; icon: IconName };
        caption: string;
      };
}

const pro = planById('pro').name;
const enterprise = planById('enterprise').name;
const allPlans = 'Included in every plan, Basic too.';

export const featurePages: readonly FeaturePage[] = [
  {
    slug: 'local-storage',
    title: 'Local Storage',
    description: 'Your history lives on your Mac — encrypted, instant, and nowhere else.',
    intro: `${productName} writes every clip to an encrypted database in your user library. There is no cloud copy, no account the history is tied to, and no server that could be breached or subpoenaed for it. Opening the history is a read from your own disk, which is why it is instant — with or without a network.`,
    icon: 'lock',
    availability: allPlans,
    benefits: [
      {
        title: 'Local Only',
        description:
          'Clips are stored in ~/Library/Application Support on your Mac and never uploaded. The app makes no network request with your content.',
        icon: 'laptop',
      },
      {
        title: 'No Cloud Dependency',
        description:
          'Works on a plane, behind a strict firewall or with Wi-Fi off. Nothing about your history needs our servers to be up.',
        icon: 'cloud',
      },
      {
        title: 'Instant Access',
        description:
          'The index is on the same SSD as the app. Search results appear while you type, typically in under 10 ms for 50,000 clips.',
        icon: 'zap',
      },
      {
        title: 'Secure Deletion',
        description:
          'Deleting a clip removes it from the database and overwrites its pages, and compacts the file, so it can’t be recovered from free space.',
        icon: 'trash',
      },
      {
        title: 'Auto-Clear',
        description:
          'Clear history after an hour, a day, a week or on a schedule you set. Pinned clips stay; everything else expires on time.',
        icon: 'clock',
      },
      {
        title: 'Selective Storage',
        description:
          'Choose what is kept: turn off images or files, exclude apps, and skip anything a password manager marks as concealed.',
        icon: 'filter',
      },
    ],
    steps: [
      {
        title: 'You Copy',
        description:
          'macOS updates the pasteboard. The app checks it, skips concealed or excluded items, and reads the rest.',
      },
      {
        title: 'It Is Encrypted on Your Mac',
        description:
          'The clip is encrypted with AES-256-GCM using a key generated on first launch and kept in your login keychain.',
      },
      {
        title: 'It Is Written to Disk',
        description:
          'The encrypted clip and its search index are written to a local database. Duplicates are merged into one entry.',
      },
      {
        title: 'It Expires When You Say',
        description:
          'Retention and auto-clear rules remove old clips on schedule, with their storage overwritten.',
      },
    ],
    closing: {
      heading: 'Your Clipboard Stays on Your Mac',
      text: 'No account, no upload and no server that could lose it — your history is yours.',
    },
    composition: { layout: 'band' },
  },
  {
    slug: 'smart-organization',
    title: 'Smart Organization',
    description: 'Collections that fill themselves, pins for what matters, and a timeline of your day.',
    intro: `A flat list stops working at a few hundred clips. ${productName} sorts history by type, source app and time as it arrives, and an on-device model groups related clips into collections — a project, a trip, a research topic — without you filing anything.`,
    icon: 'layers',
    availability: `Timeline and pins in every plan. AI collections in ${pro} and ${enterprise}.`,
    benefits: [
      {
        title: 'The Timeline',
        description:
          'History grouped by hour and by app, so you can scroll back to “after the 2 pm call” instead of remembering a word.',
        icon: 'timeline',
      },
      {
        title: 'Automatic Collections',
        description:
          'An on-device model clusters clips by topic. Rename a collection and it keeps collecting; delete it and it never comes back.',
        icon: 'sparkles',
      },
      {
        title: 'Pins',
        description:
          'Pinned clips are kept forever and pasted with ⌥1 to ⌥9. Ideal for the address you type ten times a week.',
        icon: 'star',
      },
      {
        title: 'Type Filters',
        description:
          'Show only images, links, files, colors or code with one key. Filters combine with search.',
        icon: 'filter',
      },
    ],
    steps: [
      { title: 'Clips Arrive', description: 'Each clip is tagged with its type, source app and time.' },
      {
        title: 'They Are Grouped',
        description: 'The on-device model suggests a collection; you can accept, rename or ignore it.',
      },
      {
        title: 'You Browse or Filter',
        description: 'Jump by day on the timeline, open a collection, or filter by type in the same window.',
      },
    ],
    closing: {
      heading: 'Organized Without Filing',
      text: 'Everything sorted as it arrives, and found without remembering where you put it.',
    },
    composition: { layout: 'annotated' },
  },
  {
    slug: 'smart-search',
    title: 'Smart Search',
    description: 'Fuzzy, instant search across text, links, file names and the words inside images.',
    intro: `Type three letters and ${productName} finds the clip — even if you misspell it, even if the words were inside a screenshot. Search runs entirely on your Mac against a local full-text index, so it is as fast offline as on.`,
    icon: 'search',
    availability: allPlans,
    benefits: [
      {
        title: 'Forgiving Matching',
        description:
          'Typos, word order and partial words still match. “invce mar” finds “March invoice.pdf”.',
        icon: 'search',
      },
      {
        title: 'Text in Images',
        description:
          'Screenshots and photos are read with the system’s on-device text recognition and become searchable within seconds.',
        icon: 'image',
      },
      {
        title: 'Scoped Queries',
        description: 'Prefix with app:, type: or date: — for example “type:link app:mail yesterday”.',
        icon: 'filter',
      },
      {
        title: 'Results as You Type',
        description: 'Every keystroke re-ranks the list in milliseconds. Return pastes the top hit.',
        icon: 'zap',
      },
    ],
    steps: [
      { title: 'Open', description: 'Press ⇧⌘V from any app. The search field is already focused.' },
      {
        title: 'Type',
        description: 'Results narrow with every letter; scopes and filters combine with text.',
      },
      {
        title: 'Paste',
        description: 'Return pastes into the app you were in; ⇧Return pastes as plain text.',
      },
    ],
    closing: {
      heading: 'If You Copied It, You Can Find It',
      text: 'Three letters, a typo or a word inside a screenshot are enough.',
    },
    composition: { layout: 'band' },
  },
  {
    slug: 'lightning-fast',
    title: 'Lightning Fast',
    description:
      'Native Swift, opens in under 50 ms, idles at zero. A utility should feel like part of macOS.',
    intro: `${productName} is a native macOS app, written in Swift with AppKit where it matters. It watches the pasteboard with the system’s change counter instead of polling content, keeps its index in memory-mapped pages and draws previews lazily — so it is there the moment you press the shortcut and invisible the rest of the time.`,
    icon: 'zap',
    availability: allPlans,
    benefits: [
      {
        title: 'Opens in Under 50 ms',
        description:
          'The window is kept warm and drawn from cached rows, so the shortcut never waits on a disk read.',
        icon: 'zap',
      },
      {
        title: 'Zero Idle CPU',
        description:
          'No timers firing when nothing changes. Battery life with the app running is indistinguishable from without.',
        icon: 'clock',
      },
      {
        title: 'Big Histories, Same Speed',
        description:
          'Search stays under 10 ms at 50,000 clips. Large images are thumbnailed once and stored compressed.',
        icon: 'layers',
      },
      {
        title: 'Universal Binary',
        description:
          'Runs natively on Apple silicon and Intel Macs. No translation layer, no web view for the main window.',
        icon: 'laptop',
      },
    ],
    steps: [
      {
        title: 'Watches, Not Polls',
        description: 'The app reads the pasteboard only when its change count moves.',
      },
      {
        title: 'Indexes Once',
        description: 'Text, recognized image text and metadata are indexed when a clip arrives.',
      },
      {
        title: 'Draws Lazily',
        description: 'Previews render only for the rows on screen, and are cached afterwards.',
      },
    ],
    closing: {
      heading: 'Fast Enough to Forget It’s There',
      text: 'It opens before you finish the shortcut and idles at zero — that’s the point.',
    },
    composition: { layout: 'annotated' },
  },
  {
    slug: 'code-snippets',
    title: 'Code Snippets',
    description: 'Syntax detected, indentation kept, secrets expired. A clipboard that understands code.',
    intro: `Developers copy code, commands, JSON and stack traces all day. ${productName} recognizes them, highlights more than 40 languages in the preview and pastes them back exactly as copied — no smart quotes, no lost tabs, no trailing rich-text styling in your terminal.`,
    icon: 'code',
    availability: allPlans,
    benefits: [
      {
        title: 'Language Detection',
        description:
          'Swift, TypeScript, Python, Go, Rust, SQL, shell, JSON, YAML and more — detected and highlighted.',
        icon: 'code',
      },
      {
        title: 'Exact Pastes',
        description:
          'Whitespace, tabs and line endings are preserved. Code pastes as plain text unless you ask otherwise.',
        icon: 'copy',
      },
      {
        title: 'Secrets Handled',
        description: `Clips that look like API keys, JWTs or private keys can expire automatically after minutes (rules in ${pro} and ${enterprise}).`,
        icon: 'shield',
      },
      {
        title: 'Format on Paste',
        description:
          'Pretty-print or minify JSON, or strip a shell prompt from copied commands, as you paste.',
        icon: 'sparkles',
      },
    ],
    steps: [
      {
        title: 'Copy Code Anywhere',
        description: 'From your editor, a terminal, a browser or a chat thread.',
      },
      {
        title: 'It Is Recognized',
        description: 'The language is detected and the preview highlighted, on your Mac.',
      },
      {
        title: 'Paste It Back Clean',
        description: 'Return pastes the exact bytes; ⌥Return offers transforms like pretty-print.',
      },
    ],
    closing: {
      heading: 'Pasted Exactly as Copied',
      text: 'Copy it from the log, paste it into the fix — nothing in between changes.',
    },
    composition: {
      layout: 'compare',
      before: { label: 'Pasted the Usual Way', icon: 'x-circle' },
      after: { label: `Pasted from ${productName}`, icon: 'check-circle' },
      caption: 'The same function, copied from VS Code and pasted into Notes, twice.',
    },
  },
  {
    slug: 'custom-rules',
    title: 'Custom Rules',
    description:
      'Decide what is kept, for how long, and how it is cleaned up — per app, per type, per pattern.',
    intro: `Rules let ${productName} handle your clipboard the way you would, automatically. Ignore an app, strip tracking parameters from links, expire anything that looks like a one-time code, or keep clips from your editor as plain text. Rules run on your Mac, in order, the moment a clip arrives.`,
    icon: 'settings',
    availability: `Up to 10 rules in ${pro}. Unlimited rules with patterns and per-app scopes in ${enterprise}.`,
    benefits: [
      {
        title: 'Ignore Apps',
        description: 'Never record from your banking app, password manager or anything you list.',
        icon: 'eye-off',
      },
      {
        title: 'Expire Sensitive Clips',
        description: 'One-time codes, tokens and IBANs can be deleted after a set number of minutes.',
        icon: 'clock',
      },
      {
        title: 'Clean on Capture',
        description:
          'Remove tracking parameters from links, trim whitespace, or convert smart quotes to straight ones.',
        icon: 'sparkles',
      },
      {
        title: 'Managed Rules',
        description: `In ${enterprise}, administrators can deploy rules with a configuration profile, locked for every seat.`,
        icon: 'users',
      },
    ],
    steps: [
      { title: 'Pick a Trigger', description: 'A source app, a clip type or a text pattern.' },
      {
        title: 'Choose an Action',
        description: 'Ignore, expire after a time, transform, or add to a collection.',
      },
      {
        title: 'Let It Run',
        description: 'Rules apply to every new clip; the rule log shows what each one did.',
      },
    ],
    closing: {
      heading: 'Set It Once and Let It Run',
      text: 'Your clipboard behaves the way you want from then on.',
    },
    composition: { layout: 'band' },
  },
  {
    slug: 'universal-clipboard',
    title: 'Universal Clipboard',
    description: 'One history for every app and every format — text, images, files, links, colors and code.',
    intro: `Whatever you copy, from whichever app, ends up in one place and pastes back the way the target app expects. ${productName} keeps every representation a clip was copied with — rich text and plain, an image and its file, a link and its title — and picks the right one when you paste. Text that arrives from your iPhone through the system’s Handoff clipboard lands in the same history.`,
    icon: 'clipboard',
    availability: allPlans,
    benefits: [
      {
        title: 'Every Format Kept',
        description:
          'All pasteboard representations are stored, so nothing is flattened to plain text behind your back.',
        icon: 'layers',
      },
      {
        title: 'Real Previews',
        description: 'Images at full size, PDFs by page, colors as swatches, links with their titles.',
        icon: 'image',
      },
      {
        title: 'Files and Folders',
        description:
          'Copied files are kept as references with a preview; drag them from history into any app.',
        icon: 'folder',
      },
      {
        title: 'Paste as You Need It',
        description:
          'Plain text, rich text, Markdown or the original — chosen per paste or set as the default per app.',
        icon: 'copy',
      },
    ],
    steps: [
      { title: 'Copy from Any App', description: 'If ⌘C works, the clip is captured with all its formats.' },
      { title: 'Preview Anything', description: 'Press Space on a clip for a full-size preview.' },
      {
        title: 'Paste Anywhere',
        description: 'Return for the best format, ⇧Return for plain text, or drag and drop.',
      },
    ],
    closing: {
      heading: 'Copy Anything, Paste Anywhere',
      text: 'Every format kept, so nothing is lost in between.',
    },
    composition: { layout: 'annotated' },
  },
  {
    slug: 'templates',
    title: 'Templates',
    description: 'Reusable snippets with placeholders for dates, names and the current clipboard.',
    intro: `Some text you paste a hundred times with small changes: a reply, an address block, a commit message, a meeting link. Templates keep them one search away and fill in the parts that change — today’s date, the clip you just copied, a name you type once.`,
    icon: 'file',
    availability: `Three templates in Basic. Unlimited in ${pro} and ${enterprise}.`,
    benefits: [
      {
        title: 'Placeholders',
        description:
          'Use {date}, {time}, {clipboard} and named fields like {customer}; you are asked only for what’s missing.',
        icon: 'sparkles',
      },
      {
        title: 'Cursor Position',
        description: 'Mark where the cursor should land after pasting, so you can keep typing straight away.',
        icon: 'arrow-right',
      },
      {
        title: 'Found like Any Clip',
        description:
          'Templates appear in search with a badge. Give one a short keyword to paste it in two keystrokes.',
        icon: 'search',
      },
      {
        title: 'From History in One Step',
        description: 'Turn any clip into a template with ⌘T and mark its variable parts.',
        icon: 'copy',
      },
    ],
    steps: [
      { title: 'Write or Convert', description: 'Create a template from scratch, or press ⌘T on a clip.' },
      { title: 'Add Placeholders', description: 'Mark the parts that change with braces.' },
      { title: 'Paste and Fill', description: 'Choose it from search, fill the fields, press Return.' },
    ],
    closing: {
      heading: 'Write It Once, Paste It Every Time',
      text: 'Placeholders fill in the parts that change, so every paste comes out right.',
    },
    composition: {
      layout: 'compare',
      before: { label: 'The Template', icon: 'file' },
      after: { label: 'What Gets Pasted', icon: 'check-circle' },
      caption: 'Type ;delay, fill in the customer, and the order number comes from the clipboard.',
    },
  },
  {
    slug: 'copy-clip-cloud',
    // The slug is kept for old links; the title says what the page is about.
    title: 'Encrypted Sync Between Your Macs',
    description: 'Optional sync between your own Macs — end-to-end encrypted, off until you turn it on.',
    intro: `${productName} is local-first and works fully without an account or a network. If you use more than one Mac, ${productName} Sync can keep their histories in step. It is opt-in, available in ${pro} and ${enterprise}, and end-to-end encrypted: clips are encrypted on the Mac you copied them on, and only your other devices can decrypt them. Our relay passes along ciphertext it cannot read.`,
    icon: 'refresh',
    availability: `Optional, in ${pro} and ${enterprise}. Off by default.`,
    benefits: [
      {
        title: 'Opt-in, per Device',
        description:
          'Nothing syncs until you turn it on, on each Mac. Turn it off and the Mac goes back to local only.',
        icon: 'settings',
      },
      {
        title: 'End-to-End Encrypted',
        description:
          'Keys are created on your devices and exchanged by scanning a code between them. We never hold a key that could decrypt a clip.',
        icon: 'lock',
      },
      {
        title: 'Choose What Syncs',
        description:
          'Sync pins and templates only, everything but images, or the whole history. Excluded apps never sync.',
        icon: 'filter',
      },
      {
        title: 'No Cloud Dependency',
        description:
          'Each Mac keeps its full history locally. If the relay is unreachable, you lose nothing — changes catch up later.',
        icon: 'laptop',
      },
    ],
    steps: [
      { title: 'Turn It On', description: 'In Settings › Sync on your first Mac. A pairing code appears.' },
      {
        title: 'Pair Your Other Mac',
        description: 'Scan or type the code on the second Mac. The devices exchange keys directly.',
      },
      {
        title: 'Copy as Usual',
        description:
          'New clips are encrypted on the Mac they came from and delivered to your others within seconds.',
      },
      {
        title: 'Leave Any Time',
        description:
          'Unpair a device or turn sync off; the relay deletes any undelivered ciphertext within 30 days.',
      },
    ],
    closing: {
      heading: 'One History on Every Mac',
      text: 'Your Macs stay in step, and still nobody else can read a clip.',
    },
    composition: { layout: 'band' },
  },
];

export const featurePageBySlug = (slug: string): FeaturePage | undefined =>
  featurePages.find((page) => page.slug === slug);

/** The /features page. */
export const featuresIndex = {
  eyebrow: 'Features',
  heading: 'Advanced Features',
  description: `Everything ${productName} does, and how it does it — on your Mac, at the speed of a keystroke.`,
  backLink: { label: 'Back to Home', href: '/' },
  /** The foot line of each card (the card's link is named by its title). */
  cardMore: 'Learn More',
  /** The two cards that open the page, wide, with a large scene: what Clipnest is known for. */
  featured: ['local-storage', 'smart-search'],
  /** The card that closes the grid across its width: the one optional, paid feature. */
  banner: 'copy-clip-cloud',
  /** The banner's checklist beside its picture: what sync gives, in a few words each. */
  bannerPoints: [
    'Pair another Mac by scanning a code',
    'Keys made on your Macs; the relay sees only ciphertext',
    'Sync everything, or only pins and templates',
    'Every Mac keeps its full history offline',
    `In ${pro} and ${enterprise}`,
  ],
  callToAction: {
    heading: 'Try It on Your Own Clipboard',
    text: 'Free for the last 100 clips, forever. Upgrade only if you need more.',
    primaryAction: 'Download Now',
    secondaryAction: { label: 'See Pricing', href: '/pricing' },
  },
} as const satisfies SectionIntro & {
  backLink: LinkItem;
  cardMore: string;
  featured: readonly [FeatureSlug, FeatureSlug];
  banner: FeatureSlug;
  bannerPoints: readonly string[];
  callToAction: CallToActionContent;
};

/** Labels shared by every feature page. */
export const featurePageLabels = {
  backLink: { label: 'All features', href: '/features' },
  benefitsHeading: 'What You Get',
  stepsHeading: 'How It Works',
  availabilityLabel: 'Availability',
  primaryAction: 'Download Now',
  secondaryAction: { label: 'Compare Plans', href: '/pricing' },
  relatedHeading: 'More Features',
  href: featureHref,
} as const satisfies {
  backLink: LinkItem;
  benefitsHeading: string;
  stepsHeading: string;
  availabilityLabel: string;
  primaryAction: string;
  secondaryAction: LinkItem;
  relatedHeading: string;
  href: typeof featureHref;
};
