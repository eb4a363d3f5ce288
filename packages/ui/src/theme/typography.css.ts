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
 * The site's one heading scale, fluid between a phone (390 px) and a desktop (1280 px and wider);
 * every page and section heading takes one of these and nothing else:
 * - `hero`: the landing page's H1, 44 → 72 px;
 * - `page`: every other page's H1, 40 → 56 px;
 * - `section`: every section's H2, 28 → 40 px;
 * - `prose`: a heading inside long-form text (an article's or legal text's H2, a job's parts), 24 → 28 px;
 * - `item`: the title of a card, step, job or plan (H3, or an aside's H2), 20 px.
 * Each clamp is linear between the two widths: size(390) = min, size(1280) = max.
 */
export const displaySize = {
  hero: 'clamp(2.75rem, 1.9832rem + 3.1461vw, 4.5rem)',
  page: 'clamp(2.5rem, 2.0618rem + 1.7978vw, 3.5rem)',
  section: 'clamp(1.75rem, 1.4214rem + 1.3484vw, 2.5rem)',
  prose: 'clamp(1.5rem, 1.3905rem + 0.4495vw, 1.75rem)',
  item: '1.25rem',
} as const;

/** The scale's sizes in px at a phone (390) and a desktop (1280), for tests and the brand sheet. */
export const headingScalePx = {
  hero: [44, 72],
  page: [40, 56],
  section: [28, 40],
  prose: [24, 28],
  item: [20, 20],
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

/** A heading inside long-form text: an article's or a legal text's H2, the parts of a job. */
export const proseTitle = displayTitle(displaySize.prose, 1.25, '-0.015em');

/**
 * The title of an item inside a section (a card, a step, a job, a plan): the scale's one H3 size,
 * 20 px on every screen.
 */
export const itemTitle = displayTitle(displaySize.item, 1.3, '-0.01em');

/** The line or two under a section title. */
export const sectionLead = style({
  margin: 0,
  fontSize: vars.font.size[4],
  lineHeight: vars.font.lineHeight[4],
  color: vars.color.gray[11],
  textWrap: 'balance',
});

/**
 * The one body text of a dialog (its description and the sentences under it): 16 px, gray 11,
 * line height 1.5. Every dialog uses it, so two dialogs in a row never change size or colour.
 */
export const dialogText = style({
  margin: 0,
  fontSize: vars.font.size[3],
  lineHeight: 1.5,
  color: vars.color.gray[11],
});
