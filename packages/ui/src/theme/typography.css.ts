import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from './vars.css';

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

/** The title of a page section (features, FAQ, call to action): size 7, size 8 from `md`. */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size[7],
  lineHeight: vars.font.headingLineHeight[7],
  letterSpacing: vars.font.letterSpacing[7],
  fontWeight: vars.font.weight.bold,
  color: vars.color.gray[12],
  textWrap: 'balance',
  '@media': {
    [media.md]: {
      fontSize: vars.font.size[8],
      lineHeight: vars.font.headingLineHeight[8],
      letterSpacing: vars.font.letterSpacing[8],
    },
  },
});

/** The line or two under a section title. */
export const sectionLead = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'balance',
});
