export {
  Heading,
  Text,
  textColors,
  textWeights,
  type HeadingProps,
  type HeadingLevel,
  type TextProps,
  type TextColor,
  type TextWeight,
  type TextAlign,
} from './Typography';
