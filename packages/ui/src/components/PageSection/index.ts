export {
  PageSection,
  SectionIntro,
  sectionIntroAlignments,
  type PageSectionProps,
  type SectionIntroProps,
  type SectionIntroAlignment,
} from './PageSection';
