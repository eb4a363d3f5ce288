// The prerenderer's entry (vite build --ssr): renders one path of the route table to HTML, waiting
// for its lazy page, and says which page file it used so the chunk can be preloaded.
import { ThemeProvider } from '@clipnest/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App, preloadPage } from './app/App';
import { allPaths, findRoute, routes, sitemapPaths } from './routes';
import { headHtml, siteOrigin, type PageMeta } from './seo';
import { productName, productSummary } from './content/product';
import { notFoundMeta } from './app/NotFound';

export { allPaths, routes };

export interface RenderedPage {
  html: string;
  head: string;
  /** The route's page file (for its chunk and CSS), or null for the 404 page. */
  module: string | null;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders `path`; a path outside the table, or a record that does not exist, renders the 404 page. */
export async function render(path: string): Promise<RenderedPage> {
  await preloadPage(path);
  const found = findRoute(path);
  let meta: PageMeta | null = null;
  if (found) meta = (await found.route.load()).meta(found.params);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ThemeProvider>
        <App ssrPath={path} />
      </ThemeProvider>
    </StrictMode>,
    // One segment: no hidden streaming blocks that need inline scripts (the CSP allows only the entry's loader).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await streamToString(prelude);
  return {
    html,
    head: headHtml(meta ?? notFoundMeta, path),
    module: meta && found ? found.route.module : null,
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
