// What a page file is, apart from the route table: pages import these types from here, so no page
// imports routes.ts (which reaches every page) and the two never form an import circle.
import type { ComponentType } from 'react';
import type { PageMeta } from './seo';

export interface PageProps {
  /** Route parameters, e.g. `{ id }` for /blog/:id. */
  params: Record<string, string>;
}

/**
 * What a page file exports: the page, its head tags (its one meta source; null: no such record →
 * the 404 page) and, for a dynamic route, the parameters of every page it has (for prerendering).
 */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta: (params: Record<string, string>) => PageMeta | null;
  records?: () => readonly Record<string, string>[];
}

/** A page file that serves several fixed routes (the legal documents): one page module per key. */
export interface PageFamily {
  pageFor: (key: string) => Promise<PageModule>;
}
