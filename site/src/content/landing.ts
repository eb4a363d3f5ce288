/**
 * The landing page (/): its overview (features, steps); the hero's copy is in
 * ./hero, the beta notice's in ./betaNotice. The copy of the sections below, whose code loads when
 * scrolled near, is in ./landingSections.
 */
import { productName } from './productName';
import type { Href, IconName, LinkItem, SectionIntro } from './types';

// The hero's copy has its own module: it is all the landing's first screen loads with the page.
export { hero, type HeroContent } from './hero';

/** A Core Features card (title, description, icon), plus the page that explains it. */
export interface FeatureCardContent {
  title: string;
  description: string;
  icon: IconName;
  href: Href;
}

export const coreFeatures = {
  eyebrow: 'Features',
  heading: 'Core Features',
  /** The specified text, word for word (keep the hyphen). */
  description: 'Everything you need in a modern local clipboard manager — powered by advanced technology',
  cards: [
    {
      title: 'Local Storage Privacy',
      description:
        'Your history lives in an encrypted database on your Mac. No server in the loop, no upload, nothing to leak.',
      icon: 'lock',
      href: '/features/local-storage',
    },
    {
      title: 'Rich Media Support',
      description:
        'Text, rich text, images, files, links, colors and code — each kept in its original format, with a real preview.',
      icon: 'image',
      href: '/features/universal-clipboard',
    },
    {
      title: 'Security & Privacy',
      description:
        'Items marked concealed by password managers are never recorded. Exclude any app, lock history with Touch ID, clear it on a timer.',
      icon: 'shield',
      href: '/features/custom-rules',
    },
    {
      title: 'Intelligent Search',
      description:
        'Fuzzy search across everything you copied — even text inside screenshots, recognized on your Mac. Results as you type.',
      icon: 'search',
      href: '/features/smart-search',
    },
    {
      title: 'History Timeline',
      description:
        'Scroll back through your day, grouped by hour and app. “That link from this morning” is two keystrokes away.',
      icon: 'timeline',
      href: '/features/smart-organization',
    },
    {
      title: 'Performance Optimized',
      description:
        'Native Swift, opens in under 50 ms, idles at 0% CPU. You notice it when you need it, and never otherwise.',
      icon: 'zap',
      href: '/features/lightning-fast',
    },
  ],
  moreLink: { label: 'Explore all features', href: '/features' },
} as const satisfies SectionIntro & {
  cards: readonly FeatureCardContent[];
  moreLink: LinkItem;
};

export interface StepContent {
  id: string;
  title: string;
  description: string;
}

export const howItWorks = {
  eyebrow: 'How it works',
  heading: 'Four Steps, and the Last One Takes a Second',
  description: `${productName} stays out of the way until you need something you copied.`,
  steps: [
    {
      id: 'install',
      title: 'Install',
      description:
        'Download the app, drag it to Applications and allow accessibility access once. It lives in your menu bar.',
    },
    {
      id: 'copy',
      title: 'Copy',
      description: `Copy as you always do — ⌘C in any app. ${productName} records the clip and the app it came from.`,
    },
    {
      id: 'store',
      title: 'Store',
      description:
        'Each clip is encrypted and written to a database on your Mac. Duplicates merge, concealed items are skipped.',
    },
    {
      id: 'access',
      title: 'Access',
      description:
        'Press ⇧⌘V, type a few letters, hit Return. The clip is pasted into the app you were in, in the format it expects.',
    },
  ],
} as const satisfies SectionIntro & { steps: readonly StepContent[] };

// The beta notice's copy has its own module: a first visit loads it without the landing's.
export { betaNotice } from './betaNotice';
