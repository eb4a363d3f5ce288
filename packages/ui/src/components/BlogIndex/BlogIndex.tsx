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
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { Button } from '../Button';
import { Container } from '../Layout';
import { Icon } from '../Icon';
import { FeaturedPost, PostCard } from '../PostCard';
import type { BlogPost } from '../PostCard/blogPost';
import { SearchField } from '../TextField';
import { cx } from '../../utils/cx';
import { allPostCategories, featuredPost, filterPosts, isFiltering } from './filterPosts';
import * as styles from './BlogIndex.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface BlogIndexLabels {
  /** The heading over the grid of posts. */
  latest: string;
  /** Names the search field (also its placeholder). */
  search: string;
  /** The search field's clear button. */
  clearSearch: string;
  /** Labels the category select. */
  category: string;
  /** The category option that shows every post. */
  allCategories: string;
  /** Shown and announced politely after every change of the search or category. */
  resultCount: (count: number) => string;
  /** The button that reveals the next page of posts. */
  loadMore: string;
  /** The empty state's title. */
  noResults: string;
  /** The empty state's hint. */
  noResultsHint: string;
  /** The empty state's button: empties the search and shows every category. */
  clearFilters: string;
  /** The heading over the popular categories. */
  popularCategories: string;
  /** Under each popular category. */
  postCount: (count: number) => string;
  /** The RSS link. */
  rss: string;
  /** The featured post's badge. */
  featured: string;
}

export const defaultBlogIndexLabels: BlogIndexLabels = {
  latest: 'Latest Posts',
  search: 'Search posts',
  clearSearch: 'Clear search',
  category: 'Category',
  allCategories: 'All',
  resultCount: (count) => (count === 1 ? '1 post' : `${count} posts`),
  loadMore: 'Load More',
  noResults: 'No posts found',
  noResultsHint: 'Try another word, or look in every category.',
  clearFilters: 'Clear Filters',
  popularCategories: 'Popular Categories',
  postCount: (count) => (count === 1 ? '1 post' : `${count} posts`),
  rss: 'RSS feed',
  featured: 'Featured',
};

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
  /** Categories shown as a grid of shortcuts at the end, each with its number of posts. */
  popularCategories?: readonly string[];
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

/** A value that is controlled when `value` is given, and kept here otherwise. */
function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = (next: T) => {
    if (!isControlled) setOwn(next);
    if (next !== current) onChange?.(next);
  };
  return [current, set] as const;
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

  const chooseCategory = (key: Key | null) => {
    if (key !== null) setCategory(String(key));
  };

  const counts = useMemo(
    () => new Map(popularCategories.map((name) => [name, filterPosts(items, { category: name }).length])),
    [items, popularCategories],
  );

  const latestId = useId();
  const popularId = useId();
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
              <Select value={category} onChange={chooseCategory} className={styles.select}>
                <Label className={styles.selectLabel}>{labels.category}</Label>
                <AriaButton className={styles.selectButton}>
                  <Icon name="filter" size={16} className={styles.selectIcon} />
                  <SelectValue className={styles.selectValue} />
                  <Icon name="chevron-down" size={16} className={styles.selectChevron} />
                </AriaButton>
                <Popover className={styles.popover} offset={6}>
                  <ListBox className={styles.listBox}>
                    {[allPostCategories, ...categories].map((name) => (
                      <ListBoxItem
                        key={name}
                        id={name}
                        textValue={name === allPostCategories ? labels.allCategories : name}
                        className={styles.option}
                      >
                        <span>{name === allPostCategories ? labels.allCategories : name}</span>
                        <Icon name="check" size={16} className={styles.optionCheck} />
                      </ListBoxItem>
                    ))}
                  </ListBox>
                </Popover>
              </Select>
            </div>
          </div>

          {isEmpty ? (
            <div className={styles.empty}>
              <span className={styles.emptyIcon}>
                <Icon name="search" size={24} />
              </span>
              <p className={styles.emptyTitle}>{labels.noResults}</p>
              <p className={styles.emptyHint}>{labels.noResultsHint}</p>
              <Button variant="soft" icon="rotate-ccw" onPress={clearFilters}>
                {labels.clearFilters}
              </Button>
            </div>
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
              <Button variant="soft" size={3} onPress={loadMore}>
                {labels.loadMore}
              </Button>
            </div>
          )}
        </section>

        {(popularCategories.length > 0 || newsletter || rssHref) && (
          <div className={styles.bottom}>
            {popularCategories.length > 0 && (
              <section aria-labelledby={popularId} className={styles.popular}>
                <Section id={popularId} className={styles.sectionTitle}>
                  {labels.popularCategories}
                </Section>
                <ul className={styles.popularGrid}>
                  {popularCategories.map((name) => (
                    <li key={name}>
                      <AriaButton
                        className={styles.popularButton}
                        data-selected={category === name || undefined}
                        aria-pressed={category === name}
                        onPress={() => {
                          setCategory(name);
                          filtersRef.current?.scrollIntoView({ block: 'center' });
                        }}
                      >
                        <span className={styles.popularName}>{name}</span>{' '}
                        <span className={styles.popularCount}>{labels.postCount(counts.get(name) ?? 0)}</span>
                      </AriaButton>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {(newsletter || rssHref) && (
              <div className={styles.aside}>
                {newsletter}
                {rssHref && (
                  // The feed is a file, not a route: a plain link, so no client router takes it.
                  <a href={rssHref} className={styles.rss} type="application/rss+xml">
                    <RssGlyph />
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

/** The RSS mark (the icon set has none); decorative. */
function RssGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 11a9 9 0 0 1 9 9" />
      <path d="M4 4a16 16 0 0 1 16 16" />
      <circle cx="5" cy="19" r="1" />
    </svg>
  );
}
