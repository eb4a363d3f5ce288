// Every island of the site: the parts of a prerendered page that respond to a person, each
// hydrated as its own React root (see README.md). The name is the file's name in src/islands/,
// which the prerenderer uses to find its chunk and stylesheet in Vite's manifest.
import type { ComponentType } from 'react';

export interface IslandModule<P> {
  default: ComponentType<P>;
  /** Loads what the island's first render needs (a page's module), before it hydrates. */
  prepare?: (props: P) => Promise<void>;
}

export const islands = {
  Header: () => import('../islands/Header'),
  DownloadActions: () => import('../islands/DownloadActions'),
  HeroFacts: () => import('../islands/HeroFacts'),
  HeroDownloadCheck: () => import('../islands/HeroDownloadCheck'),
  UseCases: () => import('../islands/UseCases'),
  SocialProof: () => import('../islands/SocialProof'),
  Faq: () => import('../islands/Faq'),
  Subscribe: () => import('../islands/Subscribe'),
  CookieSettingsButton: () => import('../islands/CookieSettingsButton'),
  FooterBadge: () => import('../islands/FooterBadge'),
  InstallCheck: () => import('../islands/InstallCheck'),
  PlanDownload: () => import('../islands/PlanDownload'),
  PricingComparison: () => import('../islands/PricingComparison'),
  PricingFaq: () => import('../islands/PricingFaq'),
  BlogIndex: () => import('../islands/BlogIndex'),
  PressReleases: () => import('../islands/PressReleases'),
  OpenPositions: () => import('../islands/OpenPositions'),
  ContactForm: () => import('../islands/ContactForm'),
  PartnerLogos: () => import('../islands/PartnerLogos'),
  PartnerApplication: () => import('../islands/PartnerApplication'),
  LegalBack: () => import('../islands/LegalBack'),
  LegalContents: () => import('../islands/LegalContents'),
  ChangelogFeed: () => import('../islands/ChangelogFeed'),
  ChangelogReleases: () => import('../islands/ChangelogReleases'),
  ConfirmStatus: () => import('../islands/ConfirmStatus'),
  CallbackStatus: () => import('../islands/CallbackStatus'),
};

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof islands)[N]>> extends IslandModule<infer P> ? P : never;

/** The island's file, as Vite's manifest names it. */
export const islandFile = (name: IslandName) => `src/islands/${name}.tsx`;
