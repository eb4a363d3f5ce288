// The prerenderer's entry (vite build --ssr): renders one path of the route table to HTML, waiting
// for its lazy page, and says which page file it used so the chunk can be preloaded.
import { ThemeProvider } from '@clipnest/ui';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { SitePage } from './app/SitePage';
import { islandIdPrefix, PlacedIslands, type IslandWhen, type PlacedIsland } from './loading/Island';
import { IslandRoot } from './loading/IslandRoot';
import { preloadPage } from './loading/pages';
import { allIslands } from './loading/allIslands';
import type { IslandName } from './loading/registry';
import { allPaths, findRoute, routes, sitemapPaths } from './routes';
import { headHtml, siteOrigin, type PageMeta } from './seo';
import { productName, productSummary } from './content/product';
import { notFoundMeta } from './app/NotFound';

export { allPaths, routes };

export interface RenderedPage {
  html: string;
  head: string;
  /** The route's page file (for its CSS), or null for the 404 page. */
  module: string | null;
  /** The islands on the page, in document order (for their chunks and CSS). */
  islands: { name: IslandName; when: IslandWhen }[];
}

async function renderToHtml(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    identifierPrefix,
    // One segment: no hidden streaming blocks that need inline scripts (the CSP allows only the entry's loader).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One island's HTML, rendered as its own root exactly as the browser hydrates it (same wrapper,
 * same id prefix), so that hydration matches.
 */
async function renderIsland({ name, props }: PlacedIsland, slot: number): Promise<string> {
  const island = await allIslands[name]();
  await island.prepare?.(props);
  const Component = island.default;
  return renderToHtml(
    <IslandRoot element={null}>
      <Component {...props} />
    </IslandRoot>,
    islandIdPrefix(slot),
  );
}

/**
 * Renders `path`; a path outside the table, or a record that does not exist, renders the 404 page.
 * The page renders static, each island an empty element; then each island renders as its own
 * root into its element.
 */
export async function render(path: string): Promise<RenderedPage> {
  await preloadPage(path);
  const found = findRoute(path);
  let meta: PageMeta | null = null;
  if (found) meta = (await found.route.load()).meta(found.params);
  const placed: PlacedIsland[] = [];
  let html = await renderToHtml(
    <PlacedIslands.Provider value={placed}>
      <ThemeProvider>
        <SitePage path={path} />
      </ThemeProvider>
    </PlacedIslands.Provider>,
  );
  for (const [slot, island] of placed.entries()) {
    const inner = await renderIsland(island, slot);
    const element = new RegExp(
      `(<(div|span) data-island="${island.name}"[^>]*data-slot="${slot}"[^>]*>)</(div|span)>`,
    );
    if (!element.test(html)) throw new Error(`render ${path}: island ${island.name} (${slot}) not found`);
    html = html.replace(element, (_, open: string, tag: string) => `${open}${inner}</${tag}>`);
  }
  return {
    html,
    head: headHtml(meta ?? notFoundMeta, path),
    module: meta && found ? found.route.module : null,
    islands: placed.map(({ name, when }) => ({ name, when })),
  };
}

export { siteOrigin };

/** The public pages, for the sitemap (routes whose entry says `sitemap: false` left out). */
export { sitemapPaths };

/** llms.txt: what the product is, and every public page with its description. */
export async function llmsText(): Promise<string> {
  const lines = [`# ${productName}`, '', `> ${productSummary}`, '', '## Pages', ''];
  for (const path of await sitemapPaths()) {
    const found = findRoute(path);
    const meta = found && (await found.route.load()).meta(found.params);
    if (meta) lines.push(`- [${meta.title}](${siteOrigin}${path}): ${meta.description}`);
  }
  return lines.join('\n') + '\n';
}
export { blogFeed, statusFeed } from './feeds';
export { securityText } from './content/security';
