// The design tokens a page carries but nothing draws with. The theme defines every step of every
// colour scale it offers (light, dark and wide-gamut), and each page inlines it: about 130 custom
// properties no rule, script or inline style of the site refers to, 2 kB of gzip in the HTML of
// every page before its first paint.

// A custom property's declaration: its name and its value, up to the `;` or `}` that ends it.
const declaration = /(--[\w-]+)\s*:([^;{}]*);?/g;
const references = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);

/** A value this module can remove whole: balanced brackets and no strings (a data URL holds `;`). */
const removable = (value) => !/["']/.test(value) && value.split('(').length === value.split(')').length;

/**
 * The custom properties that `css` defines and nothing uses. Used: referred to with `var()` by a
 * rule's ordinary property, named anywhere in `scripts` (the site's JavaScript, which renders the
 * HTML and its inline styles), or referred to by the value of a used custom property.
 */
export function unusedCustomProperties(css, scripts) {
  const refersTo = new Map();
  for (const [, name, value] of css.matchAll(declaration)) {
    refersTo.set(name, [...(refersTo.get(name) ?? []), ...references(value)]);
  }
  const used = new Set();
  const pending = [
    ...references(css.replace(declaration, '')),
    ...scripts.flatMap((text) => text.match(/--[\w-]+/g) ?? []),
  ];
  while (pending.length) {
    const name = pending.pop();
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...(refersTo.get(name) ?? []));
  }
  return new Set([...refersTo.keys()].filter((name) => !used.has(name)));
}

/** `css` without the declarations of `names` (a declaration it cannot remove whole stays). */
export function withoutCustomProperties(css, names) {
  return css.replace(declaration, (whole, name, value) => (names.has(name) && removable(value) ? '' : whole));
}
