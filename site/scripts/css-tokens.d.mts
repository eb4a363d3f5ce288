/** The custom properties that `css` defines and nothing in it or in `scripts` uses (see css-tokens.mjs). */
export function unusedCustomProperties(css: string, scripts: string[]): Set<string>;
/** `css` without the declarations of `names`. */
export function withoutCustomProperties(css: string, names: Set<string>): string;
