/** The fontsource file the package's CSS references for Inter's Latin range. */
export const latinFontFile: string;
/** Every character the site can show in the Latin file's range (sorted, one string). */
export function siteCharacters(): string;
/** The path of the site's cut of the Latin file, made now unless cached. */
export function subsetTextFont(): Promise<string>;
/** A Vite plugin: the Latin face is `font-display: optional` (no swap after the first paint). */
export function latinFaceWithoutSwap(): import('vite').Plugin;
