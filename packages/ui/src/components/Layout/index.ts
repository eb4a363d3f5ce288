export {
  Container,
  Section,
  containerSizes,
  sectionSizes,
  sectionTones,
  type ContainerProps,
  type SectionProps,
} from './Layout';
