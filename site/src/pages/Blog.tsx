import { PageHeader, Section } from '@clipnest/ui';
import { blogPage } from '../content/blog';
import { staticSeo } from '../content/seo';
import { Island } from '../loading/Island';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/blog'];

/**
 * Static HTML; the index of posts (search, categories, more posts) is an island, hydrated when the
 * visitor reaches into it: its cards are links, its search field takes typing as plain HTML, and a
 * press on More Posts before then is kept (src/loading/README.md).
 */

export default function Blog() {
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={blogPage.eyebrow}
        title={blogPage.heading}
        description={blogPage.description}
      />
      <Section size={1}>
        <Island name="BlogIndex" when="reached" />
      </Section>
    </>
  );
}
