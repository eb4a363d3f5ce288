import { useId, useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading as AriaHeading,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { Container, Section } from '../Layout';
import { SectionIntro } from '../PageSection';
import { SearchField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { allCategories, faqCategories, faqItemKey, filterFaq, type FaqItem } from './filterFaq';
import * as styles from './FaqSection.css';
import type { HeadingLevel } from '../Typography';

export const faqSectionVariants = ['plain', 'subtle'] as const;
export type FaqSectionVariant = (typeof faqSectionVariants)[number];

/** The FAQ's own words; the result count depends on a value, so it is a function. */
export interface FaqSectionLabels {
  /** Names the search box for screen readers (and is its placeholder unless one is given). */
  search: string;
  /** The search box's placeholder; by default the `search` label. */
  searchPlaceholder?: string;
  /** Label of the button that empties the search box. */
  clearSearch: string;
  /** Names the group of category chips. */
  categories: string;
  /** The chip that shows every category. */
  all: string;
  /** Shown when the search and category leave no question. */
  empty: string;
  /** Read to screen readers after each search or chip change, e.g. '3 questions'. */
  resultCount: (count: number) => string;
  /** The toggle under the first `shownAtFirst` questions, e.g. 'Show All 22 Questions'. */
  showAll: (count: number) => string;
  /** The same toggle once every question shows. */
  showFewer: string;
}

export const defaultFaqSectionLabels: FaqSectionLabels = {
  search: 'Search questions',
  clearSearch: 'Clear search',
  categories: 'Filter by category',
  all: 'All',
  empty: 'No results found',
  resultCount: (count) => (count === 1 ? '1 question' : `${count} questions`),
  showAll: (count) => `Show All ${count} Questions`,
  showFewer: 'Show Fewer Questions',
};

export interface FaqSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The questions, in the order they are listed. Their categories become the chips. */
  items: readonly FaqItem[];
  /** A short line above the title, as on the other sections, e.g. 'FAQ'. */
  eyebrow?: ReactNode;
  /** The section's heading, e.g. 'Frequently Asked Questions'. */
  title: ReactNode;
  /** The title's level (default 2); each question is a heading one level below it. */
  headingLevel?: HeadingLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Shown under the empty message: a way to ask a person, e.g. a mailto link to support. */
  supportLink?: ReactNode;
  /** The question open at first (its `id`, or its question text when it has no id). */
  defaultExpandedKey?: string;
  /**
   * With every category and no search, show only the first this many questions and a toggle for the
   * rest (a native `<details>`, so it works before the page's script runs): a long FAQ is not a
   * wall of rows. A search or a category shows every match. Default: all.
   */
  shownAtFirst?: number;
  /**
   * The fewest questions that get a search box and category chips (default 8): a short FAQ is read
   * at a glance, and a search over four questions is furniture.
   */
  filterFrom?: number;
  /** Background band of the section: `plain` or `subtle` (a light grey band). */
  variant?: FaqSectionVariant;
  /** Overrides the FAQ's UI strings (defaults: `defaultFaqSectionLabels`). */
  labels?: Partial<FaqSectionLabels>;
}

/**
 * A searchable, filterable FAQ (from `filterFrom` questions; a shorter one is a plain accordion):
 * a search box, category chips (All plus every category present,
 * in order of first appearance; one chosen at a time) and an accordion where opening one
 * answer closes the other. The search is trimmed and case-insensitive and looks in questions
 * and answers (`filterFaq`). When nothing matches, `labels.empty` and `supportLink` show, and
 * the result count or message is announced politely to screen readers. It is a `<section>` named
 * by its title; `ref` and HTML attributes reach it.
 */
export function FaqSection({
  items,
  eyebrow,
  title,
  headingLevel = 2,
  description,
  supportLink,
  defaultExpandedKey,
  shownAtFirst,
  filterFrom = 8,
  variant = 'plain',
  labels: labelOverrides,
  className,
  ...rest
}: FaqSectionProps) {
  const labels = { ...defaultFaqSectionLabels, ...labelOverrides };
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(allCategories);
  const categories = useMemo(() => faqCategories(items), [items]);
  const visible = useMemo(() => filterFaq(items, { query, category }), [items, query, category]);
  const isEmpty = visible.length === 0;
  const filterable = items.length >= filterFrom;
  const [showingAll, setShowingAll] = useState(false);
  // Only the unfiltered list is cut: a search or a chip is already a short list.
  const cut =
    shownAtFirst !== undefined &&
    query.trim() === '' &&
    category === allCategories &&
    visible.length > shownAtFirst + 1
      ? shownAtFirst
      : visible.length;
  const renderItem = (item: FaqItem) => (
    <Disclosure key={faqItemKey(item)} id={faqItemKey(item)} className={styles.item}>
      <AriaHeading level={Math.min(headingLevel + 1, 6)} className={styles.questionHeading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <span>{item.question}</span>
          <Icon name="chevron-down" size={20} className={styles.chevron} />
        </AriaButton>
      </AriaHeading>
      <DisclosurePanel className={styles.panel}>
        <p className={styles.answer}>{item.answer}</p>
      </DisclosurePanel>
    </Disclosure>
  );

  const chooseCategory = (keys: Set<Key>) => {
    const [key] = keys;
    if (key !== undefined) setCategory(String(key));
  };

  return (
    <Section aria-labelledby={titleId} {...rest} variant={variant} className={className}>
      <Container size={2}>
        <SectionIntro
          eyebrow={eyebrow}
          title={title}
          description={description}
          headingLevel={headingLevel}
          titleId={titleId}
        />

        {filterable && (
          <div className={styles.filters}>
            <SearchField
              label={labels.search}
              hideLabel
              placeholder={labels.searchPlaceholder ?? labels.search}
              labels={{ clear: labels.clearSearch }}
              value={query}
              onChange={setQuery}
            />
            {categories.length > 1 && (
              <ToggleButtonGroup
                aria-label={labels.categories}
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[category]}
                onSelectionChange={chooseCategory}
                className={styles.chips}
              >
                {[allCategories, ...categories].map((key) => (
                  <ToggleButton key={key} id={key} className={styles.chip}>
                    {key === allCategories ? labels.all : key}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          </div>
        )}

        {!isEmpty && (
          <DisclosureGroup
            className={styles.list}
            defaultExpandedKeys={defaultExpandedKey ? [defaultExpandedKey] : undefined}
          >
            {visible.slice(0, cut).map(renderItem)}
            {cut < visible.length && (
              <details className={styles.more} onToggle={(event) => setShowingAll(event.currentTarget.open)}>
                {/* Open, it stays where the short list ended, to fold the rest away again. */}
                <summary className={styles.moreToggle}>
                  {showingAll ? labels.showFewer : labels.showAll(visible.length)}
                  <Icon name="chevron-down" size={18} className={styles.moreChevron} />
                </summary>
                {visible.slice(cut).map(renderItem)}
              </details>
            )}
          </DisclosureGroup>
        )}

        {/* Always mounted with the filters, so screen readers hear each change of the result count. */}
        {filterable && (
          <div className={isEmpty ? styles.empty : undefined}>
            {isEmpty && <Icon name="search" size={28} className={styles.emptyIcon} />}
            <div role="status">
              {isEmpty ? (
                <p className={styles.emptyMessage}>{labels.empty}</p>
              ) : (
                <VisuallyHidden>{labels.resultCount(visible.length)}</VisuallyHidden>
              )}
            </div>
            {isEmpty && supportLink && <div className={styles.support}>{supportLink}</div>}
          </div>
        )}
      </Container>
    </Section>
  );
}
