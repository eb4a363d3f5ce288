export { FaqSection, type FaqSectionProps } from './FaqSection';
export { filterFaq, faqCategories, allCategories, type FaqItem, type FaqFilter } from './filterFaq';
