// The casing rule of DESIGN.md, as a check the tests apply to every heading, button and dialog
// title: Title Case as the macOS Human Interface Guidelines write it — every word capitalised except
// articles, coordinating conjunctions and prepositions of four or fewer letters, which stay lower
// case unless they begin or end the title. Body text, labels, descriptions and questions (an FAQ's
// headings) are sentence case and are not checked here.

/** Words that stay lower case inside a title. */
const minorWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'from',
  'in',
  'into',
  'like',
  'near',
  'of',
  'off',
  'on',
  'onto',
  'out',
  'over',
  'per',
  'to',
  'up',
  'upon',
  'via',
  'vs',
  'with',
]);

/** Names written with a lower-case first letter wherever they stand. */
const lowerCaseNames = new Set(['macOS', 'iCloud', 'iPhone', 'iPad', 'iOS', 'e.g.', 'i.e.']);

/**
 * Verbs whose particle is an adverb, not a preposition, and so capitalised (Sign In to Download, as
 * Apple writes it): the particle is part of the verb.
 */
const phrasalVerbs = new Set([
  'sign in',
  'sign up',
  'sign out',
  'log in',
  'log out',
  'set up',
  'opt in',
  'opt out',
  'back up',
  'turn on',
  'turn off',
]);

/** Units written after a number as the SI and everyday usage write them (10 ms, 4 MB). */
const units = new Set(['ms', 's', 'min', 'h', 'px', 'pt', 'kB', 'fps', 'x']);

/**
 * Strings specified word for word, although they are not in Title Case
 * (DESIGN.md: the description's texts stand as written).
 */
export const quotedExceptions: readonly string[] = [
  'Oops! Page not found',
  'Start Using the product',
  'Have more questions? Contact us',
];

/** The words of `text` that break Title Case (empty when it follows the rule). */
export function titleCaseProblems(text: string): string[] {
  const title = text.replace(/\s+/g, ' ').trim();
  if (quotedExceptions.includes(title)) return [];
  // A question (an FAQ's disclosure button and heading) is a sentence, written in sentence case.
  if (title.endsWith('?')) return [];
  // Words are runs of letters (with inner apostrophes, dots and hyphens); numbers, symbols and
  // quoted code are left alone. A part after a colon or dash starts a new title.
  const parts = title.split(/\s*(?::|—|–|\?|!|\.(?=\s))\s*/).filter(Boolean);
  const problems: string[] = [];
  for (const part of parts) {
    const all = part.split(' ');
    const words = all
      .map((raw, k) => ({ raw, previous: all[k - 1] ?? '' }))
      .filter(({ raw }) => /\p{L}/u.test(raw));
    words.forEach(({ raw, previous }, i) => {
      const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '').replace(/\.$/, '');
      if (!word || !/^\p{L}/u.test(word) || lowerCaseNames.has(word) || lowerCaseNames.has(raw)) return;
      // A unit after a number (10 ms) is written as the unit is, not as a word.
      if (units.has(word) && /\d$/.test(previous)) return;
      // Words written entirely in capitals or with inner capitals (FAQ, PDFs, 1Password) are names.
      if (/\p{Lu}/u.test(word.slice(1))) return;
      const edge = i === 0 || i === words.length - 1;
      const lower = word.toLowerCase();
      // Each part of a hyphenated word is capitalised (Built-In), except a minor word inside it.
      const pieces = word.split('-');
      const capitalised = pieces.every(
        (piece, j) => !piece || /^\p{Lu}/u.test(piece) || (j > 0 && minorWords.has(piece)),
      );
      if (!edge && minorWords.has(lower)) {
        const verb = `${(words[i - 1]?.raw ?? '').toLowerCase()} ${lower}`;
        if (
          word !== lower &&
          !(phrasalVerbs.has(verb) && word === `${lower[0]!.toUpperCase()}${lower.slice(1)}`)
        )
          problems.push(raw);
        return;
      }
      if (!capitalised) problems.push(raw);
    });
  }
  return problems;
}
