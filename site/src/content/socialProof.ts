import { productName } from './product';

/**
 * The figures beside the testimonials (landing page). The download count and version come from the
 * latest build's record and the rating from the testimonials themselves, so nothing here is a
 * number someone has to remember to update.
 */
export const socialProofStats = {
  /** Names the row of figures for screen readers. */
  label: `${productName} in numbers`,
  downloads: 'Downloads',
  rating: (reviews: number) => `Rating from ${reviews} beta reviews`,
  /** The average as shown, e.g. '4.9/5'. */
  ratingValue: (average: number, max: number) => `${average.toFixed(1)}/${max}`,
  version: 'Latest release',
  /** The highest rating a testimonial can have (the carousel's stars). */
  maxRating: 5,
} as const;
