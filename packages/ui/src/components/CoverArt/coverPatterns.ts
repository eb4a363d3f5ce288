/*
 * Pure helpers of CoverArt: the pattern names and a deterministic pseudo-random sequence from a
 * seed, so the same seed draws the same picture on the server and in every browser.
 */

export const coverArtPatterns = [
  'stack',
  'grid',
  'waves',
  'dots',
  'timeline',
  'code',
  'shield',
  'keys',
  'sync',
  'search',
  'mac',
] as const;

export type CoverArtPattern = (typeof coverArtPatterns)[number];

/**
 * The CSS custom property that carries the hue (0–360) on the `<svg>`. A stable public name, so an
 * app's own styles can read or set it too.
 */
export const coverHueProperty = '--cn-cover-hue';

/** FNV-1a: a 32-bit hash of a string. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A function returning numbers in [0, 1), the same sequence for the same seed (mulberry32).
 * Never `Math.random()`: the art must be identical on the server and after hydration.
 */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A hue in degrees, wrapped into 0–360 (e.g. 400 → 40, -30 → 330); non-finite values give 0. */
export function normalizeHue(hue: number): number {
  if (!Number.isFinite(hue)) return 0;
  return ((Math.round(hue) % 360) + 360) % 360;
}
