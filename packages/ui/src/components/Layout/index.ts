export {
  Container,
  Section,
  containerSizes,
  sectionSizes,
  sectionVariants,
  type ContainerProps,
  type ContainerSize,
  type SectionProps,
  type SectionSize,
  type SectionVariant,
} from './Layout';
