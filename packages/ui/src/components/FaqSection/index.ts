export {
  FaqSection,
  faqSectionVariants,
  defaultFaqSectionLabels,
  type FaqSectionProps,
  type FaqSectionLabels,
  type FaqSectionVariant,
} from './FaqSection';
export { filterFaq, faqCategories, allCategories, type FaqItem, type FaqFilter } from './filterFaq';
