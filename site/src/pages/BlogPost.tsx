import {
  ArticleLayout,
  Container,
  CoverArt,
  PostGrid,
  Section,
  TextLink,
  type ArticleBlock,
  type BlogPost as CardPost,
} from '@clipnest/ui';
import { Fragment, type ReactNode } from 'react';
import { blogPage, blogPostById, blogPosts, relatedPosts, type BlogPost as Post } from '../content/blog';
import { blogPostSeo } from '../content/seo';
import type { Block, RichText } from '../content/types';
import type { PageProps } from '../pageTypes';
import type { PageMeta } from '../seo';

/** One page per post. */
export const records = () => blogPosts.map((post) => ({ id: post.id }));

/** Static HTML: nothing on it responds to a person but its links. */

export const meta = (params: Record<string, string>): PageMeta | null => {
  const post = blogPostById(params.id ?? '');
  return post ? blogPostSeo(post) : null;
};

const postHref = (post: { id: string }) => `/blog/${post.id}`;

const art = (post: Post) => <CoverArt pattern={post.image.pattern} hue={post.image.hue} seed={post.id} />;

function rich(text: RichText): ReactNode {
  if (typeof text === 'string') return text;
  return text.map((run, index) =>
    typeof run === 'string' ? (
      <Fragment key={index}>{run}</Fragment>
    ) : (
      <TextLink key={index} href={run.href}>
        {run.text}
      </TextLink>
    ),
  );
}

/**
 * The content's blocks as ArticleLayout's. ArticleLayout has no table and one heading level, so a
 * table becomes a list of its rows ('⇧⌘V — Open the history…'), a sub-heading a heading, and a
 * code block's caption a paragraph under it.
 */
function toArticleBlocks(body: readonly Block[]): ArticleBlock[] {
  return body.flatMap((block): ArticleBlock[] => {
    switch (block.type) {
      case 'paragraph':
        return [{ type: 'paragraph', text: rich(block.text) }];
      case 'heading':
        return [{ type: 'heading', text: block.text, id: block.id }];
      case 'list':
        return [{ type: 'list', ordered: block.ordered, items: block.items.map(rich) }];
      case 'quote':
        return [{ type: 'quote', text: block.text, cite: block.cite }];
      case 'code':
        return [
          {
            type: 'code',
            code: block.code,
            language: block.language === 'text' ? undefined : block.language,
          },
          ...(block.caption ? [{ type: 'paragraph' as const, text: block.caption }] : []),
        ];
      case 'table':
        return [
          {
            type: 'list',
            items: block.rows.map((row) => {
              // 'Key — what it does'; with more columns, 'Setting (where): why'.
              const [first, second, ...rest] = row.map(rich);
              if (rest.length === 0) {
                return (
                  <>
                    <strong>{first}</strong>
                    {second !== undefined && <> — {second}</>}
                  </>
                );
              }
              return (
                <>
                  <strong>{first}</strong> ({second}):{' '}
                  {rest.map((cell, i) => (
                    <Fragment key={i}>
                      {i > 0 && '; '}
                      {cell}
                    </Fragment>
                  ))}
                </>
              );
            }),
          },
        ];
      case 'definitions':
        return [
          {
            type: 'list',
            items: block.items.map((item) => (
              <>
                <strong>{item.term}</strong>: {rich(item.definition)}
              </>
            )),
          },
        ];
    }
  });
}

const toCardPost = (post: Post): CardPost => ({
  id: post.id,
  title: post.title,
  excerpt: post.excerpt,
  date: post.date,
  readTime: post.readTime,
  author: post.author.name,
  categories: post.categories,
  image: art(post),
});

export default function BlogPost({ params }: PageProps) {
  const post = blogPostById(params.id ?? '');
  // The router shows the 404 page when `meta` answers null, so this is only a guard.
  if (!post) return null;
  const words = blogPage.article;
  // Newest first: the older post follows this one in the list, the newer one precedes it.
  const index = blogPosts.indexOf(post);
  const older = blogPosts[index + 1];
  const newer = index > 0 ? blogPosts[index - 1] : undefined;
  const related = relatedPosts(post);
  return (
    <>
      <Section size={1}>
        <Container size={3}>
          <ArticleLayout
            title={post.title}
            description={post.excerpt}
            author={post.author.name}
            date={post.date}
            readTime={post.readTime}
            categories={post.categories}
            image={art(post)}
            items={toArticleBlocks(post.body)}
            backLink={words.backLink}
            previous={older && { label: older.title, href: postHref(older) }}
            next={newer && { label: newer.title, href: postHref(newer) }}
          />
        </Container>
      </Section>
      {related.length > 0 && (
        <Section variant="subtle">
          <Container size={4}>
            <PostGrid title={words.relatedHeading} items={related.map(toCardPost)} getPostHref={postHref} />
          </Container>
        </Section>
      )}
    </>
  );
}
