export {
  Heading,
  Text,
  textTones,
  textWeights,
  type HeadingProps,
  type TextProps,
  type TextTone,
  type TextWeight,
  type TextAlign,
} from './Typography';
