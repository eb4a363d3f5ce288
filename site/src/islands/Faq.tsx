// An island: the landing page's questions — search, categories and one answer open at a time.
import { FaqSection, TextLink } from '@clipnest/ui';
import { faqItemsMostAskedFirst, faqMostAsked, faqSection } from '../content/landingSections';

export default function Faq() {
  return (
    <FaqSection
      eyebrow={faqSection.eyebrow}
      title={faqSection.heading}
      description={faqSection.description}
      items={faqItemsMostAskedFirst}
      // With every category and no search, the most asked alone; the rest behind a native toggle,
      // in the prerendered HTML too, so they are reachable before (and without) the script.
      shownAtFirst={faqMostAsked.length}
      labels={{
        search: faqSection.searchLabel,
        searchPlaceholder: faqSection.searchPlaceholder,
        clearSearch: faqSection.clearSearchLabel,
        categories: faqSection.categoriesLabel,
        all: faqSection.allLabel,
        empty: faqSection.emptyMessage,
        resultCount: faqSection.resultCountLabel,
        showAll: faqSection.showAllLabel,
        showFewer: faqSection.showFewerLabel,
      }}
      supportLink={
        <>
          {faqSection.supportLink.prompt}{' '}
          <TextLink href={faqSection.supportLink.href}>{faqSection.supportLink.label}</TextLink>
        </>
      }
    />
  );
}
