/** The fontsource file the package's CSS references for Inter's Latin range. */
export const latinFontFile: string;
/** Whether a code point is among the arrows and technical symbols (the keys ⇧ ⌘ ⌥ ⏎ ⌫). */
export function isKeySymbol(codePoint: number): boolean;
/** Whether a code point is in a CSS `unicode-range` (`U+0000-00FF, U+0131, …`). */
export function inUnicodeRange(range: string): (codePoint: number) => boolean;
/** Every character the site can show in the Latin file's range or among the key symbols (sorted, one string). */
export function siteCharacters(): string;
/** The path of the site's cut of the Latin file, made now unless cached. */
export function subsetTextFont(): Promise<string>;
/** The fontsource file the package's CSS references for the heading face's Latin range. */
export const headingFontFile: string;
/** The path of the site's cut of the heading face (one bold display instance), made now unless cached. */
export function subsetHeadingFont(): Promise<string>;
/**
 * A Vite plugin: the Latin faces are `font-display: optional`, the text face's range covers the key
 * symbols, and the faces' other files are left out unless the copy needs them.
 */
export function latinFace(): import('vite').Plugin;
