import type { SitePath } from './types';

/** The nine feature pages, in the order /features lists them. */
export const featureSlugs = [
  'local-storage',
  'smart-organization',
  'smart-search',
  'lightning-fast',
  'code-snippets',
  'custom-rules',
  'universal-clipboard',
  'templates',
  'copy-clip-cloud',
] as const;

export type FeatureSlug = (typeof featureSlugs)[number];

export const featureHref = (slug: FeatureSlug) => `/features/${slug}` as const;
export const blogHref = (id: string): SitePath => `/blog/${id}`;
export const careerHref = (slug: string): SitePath => `/careers/${slug}`;

/** Turns a title into the slug used in `/careers/{title-slug}`: lower case, ASCII, hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
