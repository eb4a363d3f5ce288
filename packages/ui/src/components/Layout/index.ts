export {
  Columns,
  Container,
  Section,
  containerSizes,
  sectionSizes,
  sectionVariants,
  type ColumnsProps,
  type ContainerProps,
  type ContainerSize,
  type SectionProps,
  type SectionSize,
  type SectionVariant,
} from './Layout';
