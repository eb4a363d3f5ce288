export { CoverArt, type CoverArtProps } from './CoverArt';
export { coverArtPatterns, coverHueProperty, type CoverArtPattern } from './coverPatterns';
