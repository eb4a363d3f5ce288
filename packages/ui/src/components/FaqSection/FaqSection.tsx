import { useId, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
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
import { SearchField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { allCategories, faqCategories, faqItemKey, filterFaq, type FaqItem } from './filterFaq';
import * as styles from './FaqSection.css';

export interface FaqSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The questions, in the order they are listed. Their categories become the chips. */
  items: readonly FaqItem[];
  /** The section heading, e.g. 'Frequently Asked Questions'. */
  heading: ReactNode;
  /** The heading's level; each question is a heading one level below it. */
  headingLevel?: 2 | 3 | 4;
  /** A line under the heading. */
  description?: ReactNode;
  /** Names the search box (read by screen readers; shown as the placeholder too). */
  searchLabel?: string;
  /** The search box's placeholder; defaults to `searchLabel`. */
  searchPlaceholder?: string;
  /** Label of the button that empties the search box. */
  clearSearchLabel?: string;
  /** Names the group of category chips. */
  categoriesLabel?: string;
  /** The chip that shows every category. */
  allLabel?: string;
  /** Shown when the search and category leave no question, e.g. 'No results found'. */
  emptyMessage?: ReactNode;
  /** Shown under the empty message: a way to ask a person, e.g. a mailto link to support. */
  supportLink?: ReactNode;
  /** Read to screen readers after each search or chip change, e.g. '3 questions'. */
  resultCountLabel?: (count: number) => string;
  /** The question open at first (its `id`, or its question text when it has no id). */
  defaultExpandedKey?: string;
  /** Background band of the section. */
  tone?: 'plain' | 'subtle';
  /** Extra class names for the `<section>`, e.g. for spacing in the page layout. */
  className?: string;
}

const defaultResultCountLabel = (count: number) => (count === 1 ? '1 question' : `${count} questions`);

/**
 * A searchable, filterable FAQ: a search box, category chips (All plus every category present,
 * in order of first appearance; one chosen at a time) and an accordion where opening one
 * answer closes the other. The search is trimmed and case-insensitive and looks in questions
 * and answers (`filterFaq`). When nothing matches, `emptyMessage` and `supportLink` show, and
 * the result count or message is announced politely to screen readers.
 */
export function FaqSection({
  items,
  heading,
  headingLevel = 2,
  description,
  searchLabel = 'Search questions',
  searchPlaceholder,
  clearSearchLabel = 'Clear search',
  categoriesLabel = 'Filter by category',
  allLabel = 'All',
  emptyMessage = 'No results found',
  supportLink,
  resultCountLabel = defaultResultCountLabel,
  defaultExpandedKey,
  tone = 'plain',
  className,
  ...rest
}: FaqSectionProps) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(allCategories);
  const categories = useMemo(() => faqCategories(items), [items]);
  const visible = useMemo(() => filterFaq(items, { query, category }), [items, query, category]);
  const isEmpty = visible.length === 0;
  const HeadingTag = `h${headingLevel}` as const;

  const chooseCategory = (keys: Set<Key>) => {
    const [key] = keys;
    if (key !== undefined) setCategory(String(key));
  };

  return (
    <Section {...rest} tone={tone} aria-labelledby={headingId} className={className}>
      <Container size={2}>
        <header className={styles.header}>
          <HeadingTag id={headingId} className={styles.heading}>
            {heading}
          </HeadingTag>
          {description && <p className={styles.description}>{description}</p>}
        </header>

        <div className={styles.filters}>
          <SearchField
            label={searchLabel}
            isLabelHidden
            placeholder={searchPlaceholder ?? searchLabel}
            clearLabel={clearSearchLabel}
            value={query}
            onChange={setQuery}
          />
          {categories.length > 1 && (
            <ToggleButtonGroup
              aria-label={categoriesLabel}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[category]}
              onSelectionChange={chooseCategory}
              className={styles.chips}
            >
              {[allCategories, ...categories].map((key) => (
                <ToggleButton key={key} id={key} className={styles.chip}>
                  {key === allCategories ? allLabel : key}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </div>

        {!isEmpty && (
          <DisclosureGroup
            className={styles.list}
            defaultExpandedKeys={defaultExpandedKey ? [defaultExpandedKey] : undefined}
          >
            {visible.map((item) => (
              <Disclosure key={faqItemKey(item)} id={faqItemKey(item)} className={styles.item}>
                <AriaHeading level={headingLevel + 1} className={styles.questionHeading}>
                  <AriaButton slot="trigger" className={styles.trigger}>
                    <span>{item.question}</span>
                    <Icon name="chevron-down" size={20} className={styles.chevron} />
                  </AriaButton>
                </AriaHeading>
                <DisclosurePanel className={styles.panel}>
                  <p className={styles.answer}>{item.answer}</p>
                </DisclosurePanel>
              </Disclosure>
            ))}
          </DisclosureGroup>
        )}

        {/* Always mounted, so screen readers hear each change of the result count. */}
        <div className={isEmpty ? styles.empty : undefined}>
          {isEmpty && <Icon name="search" size={28} className={styles.emptyIcon} />}
          <div role="status">
            {isEmpty ? (
              <p className={styles.emptyMessage}>{emptyMessage}</p>
            ) : (
              <VisuallyHidden>{resultCountLabel(visible.length)}</VisuallyHidden>
            )}
          </div>
          {isEmpty && supportLink && <div className={styles.support}>{supportLink}</div>}
        </div>
      </Container>
    </Section>
  );
}
