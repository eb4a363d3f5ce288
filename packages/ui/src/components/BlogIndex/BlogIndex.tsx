import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button';
import { Container } from '../Layout';
import { FeaturedPost, PostCard } from '../PostCard';
import type { BlogPost } from '../PostCard/blogPost';
import { SearchField } from '../TextField';
import { cx } from '../../utils/cx';
import { allPostCategories, featuredPost, filterPosts, isFiltering } from './filterPosts';
import { CategorySelect } from './CategorySelect';
import { EmptyResults } from './EmptyResults';
import { PopularCategories, type PopularCategory } from './PopularCategories';
import { useControllable } from './useControllable';
import { defaultBlogIndexLabels, type BlogIndexLabels } from './blogIndexLabels';
import { StrokeGlyph } from '../private/StrokeGlyph';
import * as styles from './BlogIndex.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface BlogIndexProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Every post, newest first. */
  items: readonly BlogPost[];
  /** The categories offered in the select, in order ('All' is added before them). */
  categories: readonly string[];
  /** The address of a post's page, e.g. `(post) => \`/blog/${post.id}\``. */
  getPostHref: (post: BlogPost) => string;
  /** The search text (controlled). */
  query?: string;
  /** The search text to start with (uncontrolled). */
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  /** The chosen category, or `'all'` (controlled). */
  category?: string;
  /** The category to start with (uncontrolled; default `'all'`). */
  defaultCategory?: string;
  onCategoryChange?: (category: string) => void;
  /** How many posts the grid shows at first, and how many more each Load more reveals (default 6). */
  pageSize?: number;
  /** Categories shown as a grid of shortcuts at the end: an icon, the name and what it holds. */
  popularCategories?: readonly PopularCategory[];
  /** A newsletter sign-up (e.g. a SubscribeForm), shown beside the popular categories. */
  newsletter?: ReactNode;
  /** The feed's address; shows an RSS link. */
  rssHref?: string;
  /** Level of the section headings (default 2); post titles are one level below. */
  headingLevel?: HeadingLevel;
  /** Formats dates (default 'en-US'). */
  locale?: string;
  /** UI strings, merged over `defaultBlogIndexLabels`. */
  labels?: Partial<BlogIndexLabels>;
  /** Reaches the root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const clampLevel = (level: number) => Math.min(level, 6) as HeadingLevel;

/**
 * The blog's index: the featured post first, a search field and a category select over a grid
 * of the other posts, Load more for the next page, an empty state with a button that clears the
 * filters, popular categories, a newsletter slot and an RSS link. Filtering is `filterPosts`
 * (title, excerpt, author and categories; case and accents ignored); while it narrows the list,
 * every match is in the grid and the featured post steps aside. The count of results is
 * announced politely.
 */
export function BlogIndex({
  items,
  categories,
  getPostHref,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  category: categoryProp,
  defaultCategory = allPostCategories,
  onCategoryChange,
  pageSize = 6,
  popularCategories = [],
  newsletter,
  rssHref,
  headingLevel = 2,
  locale = 'en-US',
  labels: labelsProp,
  className,
  ...rest
}: BlogIndexProps) {
  const labels = { ...defaultBlogIndexLabels, ...labelsProp };
  const [query, setQuery] = useControllable(queryProp, defaultQuery, onQueryChange);
  const [category, setCategory] = useControllable(categoryProp, defaultCategory, onCategoryChange);
  const filter = { query, category };
  const filtering = isFiltering(filter);
  const featured = filtering ? null : featuredPost(items);
  const results = useMemo(
    () => filterPosts(items, { query, category }).filter((post) => post !== featured),
    [items, query, category, featured],
  );

  // Pages shown, counted afresh whenever the filter changes.
  const filterKey = `${query}\u0000${category}`;
  const [pages, setPages] = useState({ key: filterKey, count: 1 });
  if (pages.key !== filterKey) setPages({ key: filterKey, count: 1 });
  const pageCount = pages.key === filterKey ? pages.count : 1;
  const visible = results.slice(0, pageCount * pageSize);
  const hasMore = visible.length < results.length;

  // After Load more, focus moves to the first post it revealed.
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [pageCount]);

  const loadMore = () => {
    focusIndex.current = visible.length;
    setPages({ key: filterKey, count: pageCount + 1 });
  };

  const filtersRef = useRef<HTMLDivElement>(null);
  const clearFilters = () => {
    setQuery('');
    setCategory(allPostCategories);
    filtersRef.current?.querySelector('input')?.focus();
  };

  const latestId = useId();
  const Section = `h${clampLevel(headingLevel)}` as const;
  const isEmpty = results.length === 0;
  const shownCount = results.length + (featured ? 1 : 0);

  return (
    <div {...rest} className={cx(styles.root, className)}>
      <Container size={4} className={styles.stack}>
        {featured && (
          <FeaturedPost
            title={featured.title}
            excerpt={featured.excerpt}
            date={featured.date}
            readTime={featured.readTime}
            author={featured.author}
            categories={featured.categories}
            image={featured.image}
            href={getPostHref(featured)}
            headingLevel={clampLevel(headingLevel)}
            locale={locale}
            labels={{ featured: labels.featured }}
          />
        )}

        <section aria-labelledby={latestId} className={styles.latest}>
          <div className={styles.toolbar}>
            <div className={styles.toolbarTitle}>
              <Section id={latestId} className={styles.sectionTitle}>
                {labels.latest}
              </Section>
              {/* Always mounted, so each change of the count is announced. */}
              <p role="status" className={styles.count}>
                {isEmpty ? labels.noResults : labels.resultCount(shownCount)}
              </p>
            </div>
            <div ref={filtersRef} className={styles.filters}>
              <SearchField
                label={labels.search}
                hideLabel
                placeholder={labels.search}
                labels={{ clear: labels.clearSearch }}
                value={query}
                onChange={setQuery}
                className={styles.search}
              />
              <CategorySelect
                value={category}
                onChange={setCategory}
                categories={categories}
                labels={labels}
              />
            </div>
          </div>

          {isEmpty ? (
            <EmptyResults labels={labels} onClear={clearFilters} />
          ) : (
            <ul ref={listRef} className={styles.grid}>
              {visible.map((post) => (
                <li key={post.id} className={styles.gridItem}>
                  <PostCard
                    title={post.title}
                    excerpt={post.excerpt}
                    date={post.date}
                    readTime={post.readTime}
                    author={post.author}
                    categories={post.categories}
                    image={post.image}
                    href={getPostHref(post)}
                    headingLevel={clampLevel(headingLevel + 1)}
                    locale={locale}
                  />
                </li>
              ))}
            </ul>
          )}

          {hasMore && (
            <div className={styles.more}>
              <Button variant="surface" size={3} onPress={loadMore}>
                {labels.loadMore}
              </Button>
            </div>
          )}
        </section>

        {(popularCategories.length > 0 || newsletter || rssHref) && (
          <div className={styles.bottom}>
            {popularCategories.length > 0 && (
              <PopularCategories
                categories={popularCategories}
                selected={category}
                onChoose={(name) => {
                  setCategory(name);
                  filtersRef.current?.scrollIntoView({ block: 'center' });
                }}
                Heading={Section}
                labels={labels}
              />
            )}
            {(newsletter || rssHref) && (
              <div className={styles.aside}>
                {newsletter}
                {rssHref && (
                  // The feed is a file, not a route: a plain link, so no client router takes it.
                  <a href={rssHref} className={styles.rss} type="application/rss+xml">
                    <StrokeGlyph>
                      {/* The RSS mark. */}
                      <path d="M4 11a9 9 0 0 1 9 9" />
                      <path d="M4 4a16 16 0 0 1 16 16" />
                      <circle cx="5" cy="19" r="1" />
                    </StrokeGlyph>
                    {labels.rss}
                  </a>
                )}
              </div>
            )}
          </div>
        )}
      </Container>
    </div>
  );
}
