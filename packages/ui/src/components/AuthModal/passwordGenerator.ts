/**
 * A password generator for the sign-up form. Framework-free and deterministic given its random
 * source, so it can be tested statistically.
 *
 * Every random choice comes from a cryptographic source (`crypto.getRandomValues` by default,
 * never `Math.random`) and is unbiased: 32-bit values that would make `value % n` favour small
 * indexes are rejected and drawn again.
 */

/** Fills the array with random 32-bit values and returns it, like `crypto.getRandomValues`. */
export type RandomSource = (array: Uint32Array) => Uint32Array;

/** The character classes; a generated password holds at least one character of each. */
export const passwordCharacterClasses = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digit: '0123456789',
  // No quotes, backslash, backtick or space: they trip up shells, config files and copy-paste.
  symbol: '!@#$%^&*()-_=+[]{};:,.?',
} as const;

export type PasswordCharacterClass = keyof typeof passwordCharacterClasses;

/** Every character a generated password may contain. */
export const passwordAlphabet = Object.values(passwordCharacterClasses).join('');

const UINT32_RANGE = 2 ** 32;
const BATCH_SIZE = 32;

// Bound: calling `crypto.getRandomValues` detached from `crypto` throws "Illegal invocation".
const cryptoSource: RandomSource = (array) => crypto.getRandomValues(array);

/**
 * Draws random 32-bit values from `random` in batches (one call per password in practice) and
 * turns them into unbiased indexes.
 */
export function createIndexPicker(random: RandomSource) {
  const buffer = new Uint32Array(BATCH_SIZE);
  let next = BATCH_SIZE;

  function nextValue(): number {
    if (next === BATCH_SIZE) {
      random(buffer);
      next = 0;
    }
    return buffer[next++]!;
  }

  /** A uniformly distributed integer in [0, n), by rejection sampling. */
  return function pickIndex(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) {
      throw new RangeError(`Cannot pick an index below ${n}`);
    }
    // The largest multiple of n that fits in 32 bits; values at or above it would wrap unevenly.
    const limit = UINT32_RANGE - (UINT32_RANGE % n);
    for (;;) {
      const value = nextValue();
      if (value < limit) return value % n;
    }
  };
}

/**
 * Returns a random password of `length` characters (16 by default, at least 4) with at least one
 * upper-case letter, one lower-case letter, one digit and one symbol, in random order.
 *
 * @param random the random source; inject a deterministic one in tests.
 */
export function generatePassword(length = 16, random: RandomSource = cryptoSource): string {
  const classes = Object.values(passwordCharacterClasses);
  if (!Number.isInteger(length) || length < classes.length) {
    throw new RangeError(`A password needs at least ${classes.length} characters, got ${length}`);
  }
  const pickIndex = createIndexPicker(random);
  const pick = (characters: string) => characters[pickIndex(characters.length)]!;

  // One of each class guarantees the mix; the rest come from the whole alphabet.
  const characters = classes.map(pick);
  while (characters.length < length) characters.push(pick(passwordAlphabet));

  // Fisher–Yates, so the guaranteed characters can land anywhere with equal probability.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = pickIndex(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}

/** Which class a character of a generated password belongs to (undefined if none). */
export function characterClassOf(character: string): PasswordCharacterClass | undefined {
  return (Object.keys(passwordCharacterClasses) as PasswordCharacterClass[]).find((name) =>
    passwordCharacterClasses[name].includes(character),
  );
}
