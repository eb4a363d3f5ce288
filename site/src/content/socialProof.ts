import { platform, productName } from './product';

/**
 * The figures beside the testimonials (landing page). The download count and version come from the
 * latest build's record; nothing here is a number someone has to remember to update. Figures that
 * would argue against the product are not shown (see `showsDownloadCount`, `showsAverageRating`).
 */
export const socialProofStats = {
  /** Names the row of figures for screen readers. */
  label: `${productName} in numbers`,
  downloads: 'Downloads',
  /** Shown instead of a download count too small to be proof. */
  earlyStage: { value: platform.stage, label: 'Open to everyone' },
  rating: (reviews: number) => `Average of ${reviews.toLocaleString('en-US')} ratings`,
  /** The average as shown, e.g. '4.9/5'. */
  ratingValue: (average: number, max: number) => `${average.toFixed(1)}/${max}`,
  version: 'Latest release',
  /** Shown instead of a rating while there are too few ratings to average. */
  platform: { value: 'macOS 13+', label: platform.architectures },
  /** The highest rating a testimonial can have (the carousel's stars). */
  maxRating: 5,
  /** Below this many downloads the count is not shown as a number. */
  minDownloads: 1000,
  /** Below this many ratings an average says nothing, so none is shown. */
  minRatings: 50,
} as const;

/** A download count is proof only from `minDownloads` on; below it the stage is shown instead. */
export const showsDownloadCount = (count: number) => count >= socialProofStats.minDownloads;

/** An average rating needs a real number of ratings behind it. */
export const showsAverageRating = (ratings: number) => ratings >= socialProofStats.minRatings;
