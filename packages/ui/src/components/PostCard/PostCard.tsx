import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-aria-components';
import { bindShortWordsIn } from '../../utils/bindShortWords';
import { cx } from '../../utils/cx';
import { Avatar } from '../private/Avatar';
import { formatPostDate, type BlogPost } from './blogPost';
import * as styles from './PostCard.css';
import { keepCompounds } from '../private/keepCompounds';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

interface PostFields extends Omit<BlogPost, 'id' | 'featured'> {
  /** Where the post is read, e.g. `/blog/{id}`. The whole card follows it. */
  href: string;
  /** Heading level of the title (default 3, under a section's h2). */
  headingLevel?: HeadingLevel;
  /** Formats the date (default 'en-US'). */
  locale?: string;
}

export interface PostCardProps extends PostFields, Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Reaches the `<article>`. */
  ref?: Ref<HTMLElement>;
}

export interface FeaturedPostLabels {
  /** The badge above the title. */
  featured: string;
}

export const defaultFeaturedPostLabels: FeaturedPostLabels = { featured: 'Featured' };

export interface FeaturedPostProps extends PostCardProps {
  /** UI strings, merged over `defaultFeaturedPostLabels`. */
  labels?: Partial<FeaturedPostLabels>;
}

function Art({ image, className }: { image?: ReactNode; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {image ?? <div className={styles.placeholderArt} />}
    </div>
  );
}

function Byline({
  author,
  date,
  readTime,
  locale,
}: Pick<PostFields, 'author' | 'date' | 'readTime' | 'locale'>) {
  return (
    <div className={styles.byline}>
      <Avatar name={author} size={2} />
      <div className={styles.bylineText}>
        <span className={styles.author}>{author}</span>
        <span className={styles.metaLine}>
          <time dateTime={date}>{formatPostDate(date, locale)}</time>
          <span className={styles.dot} aria-hidden="true" />
          <span>{readTime}</span>
        </span>
      </div>
    </div>
  );
}

function Categories({ categories }: { categories: readonly string[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className={styles.categories}>
      {categories.map((category) => (
        <li key={category} className={styles.category}>
          {category}
        </li>
      ))}
    </ul>
  );
}

/**
 * A blog post in a grid: art, categories, title, excerpt and byline (author, date, read time).
 * The title is the link; the whole card is its click target.
 */
export function PostCard({
  title,
  excerpt,
  date,
  readTime,
  author,
  categories,
  image,
  href,
  headingLevel = 3,
  locale = 'en-US',
  className,
  ...rest
}: PostCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(styles.card, className)}>
      <Art image={image} className={styles.art} />
      <div className={styles.body}>
        <Categories categories={categories} />
        <Title className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {keepCompounds(bindShortWordsIn(title))}
          </Link>
        </Title>
        <p className={styles.excerpt}>{excerpt}</p>
        <Byline author={author} date={date} readTime={readTime} locale={locale} />
      </div>
    </article>
  );
}

/** The blog's lead post: the same content as a PostCard, large, with a 'Featured' badge. */
export function FeaturedPost({
  title,
  excerpt,
  date,
  readTime,
  author,
  categories,
  image,
  href,
  headingLevel = 2,
  locale = 'en-US',
  labels: labelsProp,
  className,
  ...rest
}: FeaturedPostProps) {
  const labels = { ...defaultFeaturedPostLabels, ...labelsProp };
  const Title = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(styles.card, styles.featured, className)}>
      <Art image={image} className={cx(styles.art, styles.featuredArt)} />
      <div className={cx(styles.body, styles.featuredBody)}>
        <div className={styles.featuredTop}>
          <span className={styles.badge}>{labels.featured}</span>
          <Categories categories={categories} />
        </div>
        <Title className={cx(styles.title, styles.featuredTitle)}>
          <Link href={href} className={styles.titleLink}>
            {keepCompounds(bindShortWordsIn(title))}
          </Link>
        </Title>
        <p className={cx(styles.excerpt, styles.featuredExcerpt)}>{excerpt}</p>
        <Byline author={author} date={date} readTime={readTime} locale={locale} />
      </div>
    </article>
  );
}
