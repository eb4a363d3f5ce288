// An island: the landing page's questions — search, categories and one answer open at a time.
import { FaqSection, TextLink } from '@clipnest/ui';
import { faqItems, faqSection } from '../content/landingSections';

export default function Faq() {
  return (
    <FaqSection
      eyebrow={faqSection.eyebrow}
      title={faqSection.heading}
      description={faqSection.description}
      items={faqItems}
      labels={{
        search: faqSection.searchLabel,
        searchPlaceholder: faqSection.searchPlaceholder,
        clearSearch: faqSection.clearSearchLabel,
        categories: faqSection.categoriesLabel,
        all: faqSection.allLabel,
        empty: faqSection.emptyMessage,
        resultCount: faqSection.resultCountLabel,
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
