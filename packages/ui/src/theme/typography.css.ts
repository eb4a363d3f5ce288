import { styleVariants } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The type scale: Radix's nine sizes, each with its line height and tracking. */
export const textSizes = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type TextSize = (typeof textSizes)[number];

export const text = styleVariants(
  Object.fromEntries(textSizes.map((size) => [size, size])) as Record<TextSize, TextSize>,
  (size) => ({
    fontSize: vars.font.size[size],
    lineHeight: vars.font.lineHeight[size],
    letterSpacing: vars.font.letterSpacing[size],
  }),
);

export const heading = styleVariants(
  Object.fromEntries(textSizes.map((size) => [size, size])) as Record<TextSize, TextSize>,
  (size) => ({
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size[size],
    lineHeight: vars.font.headingLineHeight[size],
    letterSpacing: vars.font.letterSpacing[size],
    fontWeight: vars.font.weight.bold,
  }),
);
