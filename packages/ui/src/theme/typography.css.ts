import { style, styleVariants } from '@vanilla-extract/css';
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

/**
 * The display sizes, fluid between a phone (390 px) and a desktop (1280 px and wider), so that
 * each level is clearly larger than the next on every screen: the landing page's hero title
 * (44 → 76 px), an inner page's title (36 → 56 px) and every section title (28 → 40 px).
 */
export const displaySize = {
  hero: 'clamp(2.75rem, 1.95rem + 3.3vw, 4.75rem)',
  page: 'clamp(2.25rem, 1.7rem + 2.3vw, 3.5rem)',
  section: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem)',
} as const;

/** A display title: bold, balanced, tighter tracking as it grows. */
function displayTitle(fontSize: string, lineHeight: number, letterSpacing: string) {
  return style({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    color: vars.color.gray[12],
    textWrap: 'balance',
    fontSize,
    lineHeight,
    letterSpacing,
  });
}

/** The landing page's main title. */
export const heroTitle = displayTitle(displaySize.hero, 1.05, '-0.035em');

/** An inner page's main title (page headers, articles, feature pages). */
export const pageTitle = displayTitle(displaySize.page, 1.1, '-0.03em');

/** The title of a page section (features, FAQ, call to action): one size across the site. */
export const sectionTitle = displayTitle(displaySize.section, 1.15, '-0.025em');

/** The line or two under a section title. */
export const sectionLead = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'balance',
});
