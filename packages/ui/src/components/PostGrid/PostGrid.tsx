import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { PostCard } from '../PostCard';
import type { BlogPost } from '../PostCard/blogPost';
import { cx } from '../../utils/cx';
import * as styles from './PostGrid.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface PostGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The posts, in the order shown. */
  items: readonly BlogPost[];
  /** The address of a post's page, e.g. `(post) => \`/blog/${post.id}\``. */
  getPostHref: (post: BlogPost) => string;
  /** A heading over the grid, e.g. 'Keep Reading'; names the section. */
  title?: ReactNode;
  /** Level of `title` (default 2); post titles are one level below. */
  headingLevel?: HeadingLevel;
  /** Formats dates (default 'en-US'). */
  locale?: string;
  /** Reaches the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A titled grid of PostCards (one column on phones, two from 768 px, three from 1024 px), e.g.
 * related posts under an article. Renders nothing when there are no posts.
 */
export function PostGrid({
  items,
  getPostHref,
  title,
  headingLevel = 2,
  locale = 'en-US',
  className,
  ...rest
}: PostGridProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  const Title = `h${headingLevel}` as const;
  const cardLevel = Math.min(title ? headingLevel + 1 : headingLevel, 6) as HeadingLevel;
  return (
    <section aria-labelledby={title ? titleId : undefined} {...rest} className={cx(styles.root, className)}>
      {title && (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      )}
      <ul className={styles.grid}>
        {items.map((post) => (
          <li key={post.id} className={styles.item}>
            <PostCard
              title={post.title}
              excerpt={post.excerpt}
              date={post.date}
              readTime={post.readTime}
              author={post.author}
              categories={post.categories}
              image={post.image}
              href={getPostHref(post)}
              headingLevel={cardLevel}
              locale={locale}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
