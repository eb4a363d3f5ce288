/** The fontsource file the package's CSS references for Inter's Latin range. */
export const latinFontFile: string;
/** Whether a code point is among the arrows and technical symbols (the keys ⇧ ⌘ ⌥ ⏎ ⌫). */
export function isKeySymbol(codePoint: number): boolean;
/** Every character the site can show in the Latin file's range or among the key symbols (sorted, one string). */
export function siteCharacters(): string;
/** The path of the site's cut of the Latin file, made now unless cached. */
export function subsetTextFont(): Promise<string>;
/** The fontsource file the package's CSS references for the heading face's Latin range. */
export const headingFontFile: string;
/** The path of the site's cut of the heading face (one bold display instance), made now unless cached. */
export function subsetHeadingFont(): Promise<string>;
/** A Vite plugin: the Latin face is `font-display: optional` and its range covers the key symbols. */
export function latinFace(): import('vite').Plugin;
