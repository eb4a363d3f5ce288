// A module of its own (product.ts re-exports it): the hero's facts read it on a first visit, without
// the company's details that product.ts brings.

/** What the app runs on. Size and version are never written here: they come from the file record. */
export const platform = {
  os: 'macOS',
  minimumVersion: 'macOS 13 Ventura or later',
  /** The minimum for a build whose record does not name one (published before it was recorded). */
  minimumMacos: '13',
  architectures: 'Apple silicon and Intel',
  stage: 'Public beta',
} as const;
