import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../Icon';
import { formatPostDate } from '../PostCard/blogPost';
import { Avatar } from '../private/Avatar';
import { bindShortWordsIn } from '../../utils/bindShortWords';
import { cx } from '../../utils/cx';
import * as styles from './ArticleLayout.css';
import { keepCompounds } from '../private/keepCompounds';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A paragraph of running text; inline links and emphasis are allowed. */
export interface ArticleParagraphBlock {
  type: 'paragraph';
  text: ReactNode;
}

/** A heading inside the post, one level below the title. */
export interface ArticleHeadingBlock {
  type: 'heading';
  text: ReactNode;
  /** An anchor, so the heading can be linked to. */
  id?: string;
}

export interface ArticleListBlock {
  type: 'list';
  items: readonly ReactNode[];
  ordered?: boolean;
}

export interface ArticleQuoteBlock {
  type: 'quote';
  text: ReactNode;
  /** Who said it. */
  cite?: ReactNode;
}

export interface ArticleCodeBlock {
  type: 'code';
  /** The code, shown as written (whitespace kept). */
  code: string;
  /** The language's name, shown above the code, e.g. 'Shell'. */
  language?: string;
}

export type ArticleBlock =
  ArticleParagraphBlock | ArticleHeadingBlock | ArticleListBlock | ArticleQuoteBlock | ArticleCodeBlock;

export interface ArticleLink {
  label: ReactNode;
  href: string;
}

export interface ArticleLayoutLabels {
  /** Names the navigation to the previous and next posts. */
  postNavigation: string;
  /** Above the previous post's title. */
  previous: string;
  /** Above the next post's title. */
  next: string;
}

export const defaultArticleLayoutLabels: ArticleLayoutLabels = {
  postNavigation: 'More posts',
  previous: 'Previous post',
  next: 'Next post',
};

export interface ArticleLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The post's title: the page's `h1` by default. */
  title: ReactNode;
  /** The lead under the title (usually the post's excerpt). */
  description?: ReactNode;
  author: string;
  /** The publication date as an ISO date, `YYYY-MM-DD`. */
  date: string;
  /** Shown as given, e.g. '6 min read'. */
  readTime: string;
  categories?: readonly string[];
  /** Cover art the site passes (an inline SVG or gradient, never a remote URL). Decorative. */
  image?: ReactNode;
  /** The post's body, in order. */
  items: readonly ArticleBlock[];
  /** A link back to the index, e.g. `{ label: 'All posts', href: '/blog' }`. */
  backLink?: ArticleLink;
  /** The older post, if any: `{ label: its title, href }`. */
  previous?: ArticleLink;
  /** The newer post, if any. */
  next?: ArticleLink;
  /** The heading level of `title` (default 1); the body's headings are one level below. */
  headingLevel?: HeadingLevel;
  /** Formats the date (default 'en-US'). */
  locale?: string;
  /** UI strings, merged over `defaultArticleLayoutLabels`. */
  labels?: Partial<ArticleLayoutLabels>;
  /** Reaches the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A blog post's page: back link, categories, title, lead, byline (author, date, read time),
 * cover art, the body from structured blocks (paragraphs, headings, lists, quotes, code) at a
 * readable measure, and links to the previous and next posts.
 */
export function ArticleLayout({
  title,
  description,
  author,
  date,
  readTime,
  categories = [],
  image,
  items,
  backLink,
  previous,
  next,
  headingLevel = 1,
  locale = 'en-US',
  labels: labelsProp,
  className,
  ...rest
}: ArticleLayoutProps) {
  const labels = { ...defaultArticleLayoutLabels, ...labelsProp };
  const Title = `h${headingLevel}` as const;
  const SubHeading = `h${Math.min(headingLevel + 1, 6) as HeadingLevel}` as const;

  return (
    <article {...rest} className={cx(styles.root, className)}>
      <header className={styles.header}>
        {backLink && (
          <Link href={backLink.href} className={styles.backLink}>
            <Icon name="arrow-left" size="1.1em" />
            {backLink.label}
          </Link>
        )}
        {categories.length > 0 && (
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category} className={styles.category}>
                {category}
              </li>
            ))}
          </ul>
        )}
        <Title className={styles.title}>{keepCompounds(bindShortWordsIn(title))}</Title>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.byline}>
          <Avatar name={author} size={3} />
          <div className={styles.bylineText}>
            <span className={styles.author}>{author}</span>
            <span className={styles.meta}>
              <time dateTime={date}>{formatPostDate(date, locale)}</time>
              <span className={styles.dot} aria-hidden="true" />
              <span>{readTime}</span>
            </span>
          </div>
        </div>
      </header>

      {image && (
        <div className={styles.art} aria-hidden="true">
          {image}
        </div>
      )}

      <div className={styles.body}>
        {items.map((block, index) => {
          switch (block.type) {
            case 'paragraph':
              return (
                <p key={index} className={styles.paragraph}>
                  {block.text}
                </p>
              );
            case 'heading':
              return (
                <SubHeading key={index} id={block.id} className={styles.heading}>
                  {block.text}
                </SubHeading>
              );
            case 'list': {
              const List = block.ordered ? 'ol' : 'ul';
              return (
                <List key={index} className={styles.list}>
                  {block.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </List>
              );
            }
            case 'quote':
              return (
                <figure key={index} className={styles.quote}>
                  <blockquote className={styles.blockquote}>
                    <p>{block.text}</p>
                  </blockquote>
                  {block.cite && <figcaption className={styles.cite}>{block.cite}</figcaption>}
                </figure>
              );
            case 'code':
              return (
                <figure key={index} className={styles.codeFigure}>
                  {block.language && (
                    <figcaption className={styles.codeLanguage}>{block.language}</figcaption>
                  )}
                  {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be focusable */}
                  <pre tabIndex={0} className={styles.pre}>
                    <code>{block.code}</code>
                  </pre>
                </figure>
              );
          }
        })}
      </div>

      {(previous || next) && (
        <nav aria-label={labels.postNavigation} className={styles.pager}>
          {previous && (
            <Link href={previous.href} className={cx(styles.pagerLink, styles.pagerPrevious)}>
              <span className={styles.pagerLabel}>
                <Icon name="arrow-left" size="1em" />
                {labels.previous}
              </span>
              <span className={styles.pagerTitle}>{previous.label}</span>
            </Link>
          )}
          {next && (
            <Link href={next.href} className={cx(styles.pagerLink, styles.pagerNext)}>
              <span className={styles.pagerLabel}>
                {labels.next}
                <Icon name="arrow-right" size="1em" />
              </span>
              <span className={styles.pagerTitle}>{next.label}</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
