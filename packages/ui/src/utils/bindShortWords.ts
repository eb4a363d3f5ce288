import type { ReactNode } from 'react';

/**
 * Joins a one-letter word ('A', 'I') to the word after it with a no-break space, so a title never
 * ends a line on a lone short word ("…the Clipboard: A / Practical Threat Model"). Titles in the
 * data keep plain spaces (search and meta tags read them); this runs only where they are drawn.
 */
export function bindShortWords(text: string): string {
  return text.replace(/(^|\s)(\p{L})\s+(?=\S)/gu, '$1$2\u00a0');
}

/** `bindShortWords` for a title that may be an element (left as given). */
export const bindShortWordsIn = (title: ReactNode): ReactNode =>
  typeof title === 'string' ? bindShortWords(title) : title;
