import type { ReactNode } from 'react';

/**
 * Joins a one-letter word ('A', 'I') to the word after it with a no-break space, so a title never
 * ends a line on a lone short word ("…the Clipboard: A / Practical Threat Model"). Titles in the
 * data keep plain spaces (search and meta tags read them); this runs only where they are drawn.
 */
export function bindShortWords(text: string): string {
  return bindDashes(text.replace(/(^|\s)(\p{L})\s+(?=\S)/gu, '$1$2\u00a0'));
}

/**
 * Joins a spaced dash to the word before it with a no-break space, so no line of a heading or lead
 * starts on a dash ("… It / — Which Is the Point."). Only where text is drawn, as above.
 */
export function bindDashes(text: string): string {
  return text.replace(/\s+([\u2013\u2014])(?=\s)/gu, '\u00a0$1');
}

/** `bindDashes` for text that may be an element (left as given). */
export const bindDashesIn = (text: ReactNode): ReactNode =>
  typeof text === 'string' ? bindDashes(text) : text;

/** `bindShortWords` for a title that may be an element (left as given). */
export const bindShortWordsIn = (title: ReactNode): ReactNode =>
  typeof title === 'string' ? bindShortWords(title) : title;
