import { privateBeta } from './company';

/**
 * What stands beside the testimonials (landing page): the quotes themselves and one true figure.
 * No strip of download counts, versions or ratings: the hero already shows the build, and a
 * count or an average that is not large argues against the product (DESIGN.md, social proof).
 */
export const socialProof = {
  /** One line under the heading. */
  line: `Shaped by ${privateBeta.testers} private-beta testers since ${privateBeta.year}.`,
  /** The highest rating a testimonial can have (the carousel's stars). */
  maxRating: 5,
} as const;
