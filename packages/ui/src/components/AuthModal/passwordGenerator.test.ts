import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  characterClassOf,
  createIndexPicker,
  generatePassword,
  passwordAlphabet,
  passwordCharacterClasses,
  type PasswordCharacterClass,
  type RandomSource,
} from './passwordGenerator';

const RUNS = 10_000;
const LENGTH = 16;
const classNames = Object.keys(passwordCharacterClasses) as PasswordCharacterClass[];

/** A deterministic stand-in for crypto.getRandomValues (mulberry32), for reproducible tests. */
function seededSource(seed: number): RandomSource {
  let state = seed >>> 0;
  return (array) => {
    for (let i = 0; i < array.length; i++) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      array[i] = (t ^ (t >>> 14)) >>> 0;
    }
    return array;
  };
}

/** A source that hands out the given values in order, then zeros. */
function scriptedSource(values: number[]): RandomSource {
  const queue = [...values];
  return (array) => {
    for (let i = 0; i < array.length; i++) array[i] = queue.shift() ?? 0;
    return array;
  };
}

function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

/**
 * Chance that a class shows up at one given position: the guaranteed character of that class
 * lands there with probability 1/length, and each of the (length − 4) free characters belongs to
 * the class with probability (class size / alphabet size).
 */
function classProbabilityPerPosition(name: PasswordCharacterClass): number {
  const share = passwordCharacterClasses[name].length / passwordAlphabet.length;
  return (1 + (LENGTH - classNames.length) * share) / LENGTH;
}

/** Chance that one given character appears at one position (its class's chance spread evenly). */
function characterProbabilityPerPosition(character: string): number {
  const name = characterClassOf(character)!;
  return classProbabilityPerPosition(name) / passwordCharacterClasses[name].length;
}

/** χ² of the class seen at each position (16 × 4 cells, 45 degrees of freedom). */
function positionClassChiSquare(passwords: string[]): number {
  let total = 0;
  for (let position = 0; position < LENGTH; position++) {
    const counts = classNames.map(() => 0);
    for (const password of passwords) counts[classNames.indexOf(characterClassOf(password[position]!)!)]!++;
    total += chiSquare(
      counts,
      classNames.map((name) => passwords.length * classProbabilityPerPosition(name)),
    );
  }
  return total;
}

/** χ² of how often each alphabet character appears over all positions (84 degrees of freedom). */
function characterChiSquare(passwords: string[]): number {
  const counts = new Map([...passwordAlphabet].map((c) => [c, 0]));
  for (const password of passwords) for (const c of password) counts.set(c, counts.get(c)! + 1);
  const chars = [...passwordAlphabet];
  return chiSquare(
    chars.map((c) => counts.get(c)!),
    chars.map((c) => passwords.length * LENGTH * characterProbabilityPerPosition(c)),
  );
}

// Critical values of the χ² distribution. At p = 1e-9 a correct generator fails about once in a
// billion runs (never, in practice); an unshuffled or skewed one scores in the thousands.
const CHI2_45_P_1E9 = 126.86;
const CHI2_84_P_1E9 = 186.33;
// With a fixed seed the statistic is a fixed number, so a tight bound cannot flake.
const CHI2_45_P_1E3 = 80.08;
const CHI2_84_P_1E3 = 129.8;

describe('generatePassword with crypto.getRandomValues, over 10,000 runs', () => {
  const passwords = Array.from({ length: RUNS }, () => generatePassword());

  it('is always 16 characters long', () => {
    expect(passwords.every((p) => p.length === LENGTH)).toBe(true);
  });

  it('always contains an upper-case letter, a lower-case letter, a digit and a symbol', () => {
    const missingAClass = passwords.filter((p) => new Set([...p].map(characterClassOf)).size !== 4);
    expect(missingAClass).toEqual([]);
  });

  it('only uses characters from the alphabet', () => {
    const allowed = new Set(passwordAlphabet);
    const strays = passwords.flatMap((p) => [...p].filter((c) => !allowed.has(c)));
    expect(strays).toEqual([]);
  });

  it('puts each class at each position as often as chance predicts', () => {
    expect(positionClassChiSquare(passwords)).toBeLessThan(CHI2_45_P_1E9);
  });

  it('uses every character of the alphabet as often as chance predicts', () => {
    expect(characterChiSquare(passwords)).toBeLessThan(CHI2_84_P_1E9);
  });

  it('does not repeat itself', () => {
    expect(new Set(passwords).size).toBe(RUNS);
  });
});

describe('generatePassword with a seeded source, over 10,000 runs', () => {
  const random = seededSource(20_240_601);
  const passwords = Array.from({ length: RUNS }, () => generatePassword(LENGTH, random));

  it('shows no position bias at a tight bound', () => {
    expect(positionClassChiSquare(passwords)).toBeLessThan(CHI2_45_P_1E3);
  });

  it('shows no character bias at a tight bound', () => {
    expect(characterChiSquare(passwords)).toBeLessThan(CHI2_84_P_1E3);
  });

  it('would catch a generator that leaves the guaranteed characters in front', () => {
    // Control for the check itself: the same passwords with their first four characters sorted
    // by class, as an unshuffled generator would produce them.
    const unshuffled = Array.from({ length: 2000 }, () => {
      const pick = createIndexPicker(random);
      const fixed = classNames.map((name) => {
        const chars = passwordCharacterClasses[name];
        return chars[pick(chars.length)];
      });
      const rest = Array.from({ length: LENGTH - 4 }, () => passwordAlphabet[pick(passwordAlphabet.length)]);
      return [...fixed, ...rest].join('');
    });
    expect(positionClassChiSquare(unshuffled)).toBeGreaterThan(CHI2_45_P_1E9 * 10);
  });
});

describe('the random source', () => {
  afterEach(() => vi.restoreAllMocks());

  it('can be injected: the same deterministic source gives the same password', () => {
    const first = generatePassword(16, seededSource(42));
    expect(generatePassword(16, seededSource(42))).toBe(first);
    expect(generatePassword(16, seededSource(43))).not.toBe(first);
  });

  it('is crypto.getRandomValues by default, and Math.random is never called', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    for (let i = 0; i < 100; i++) generatePassword();
    expect(mathRandom).not.toHaveBeenCalled();
    expect(getRandomValues).toHaveBeenCalled();
  });

  it('supports other lengths and refuses ones too short for the four classes', () => {
    expect(generatePassword(4)).toHaveLength(4);
    expect(generatePassword(64)).toHaveLength(64);
    expect(() => generatePassword(3)).toThrow(RangeError);
    expect(() => generatePassword(8.5)).toThrow(RangeError);
  });
});

describe('createIndexPicker (rejection sampling)', () => {
  it('rejects the values that would bias `value % n` and draws again', () => {
    // 2^32 % 10 = 6, so 4294967290…4294967295 would make 0–5 more likely than 6–9.
    const pick = createIndexPicker(scriptedSource([4_294_967_295, 4_294_967_290, 17]));
    expect(pick(10)).toBe(7);
  });

  it('accepts the largest value below the limit', () => {
    const pick = createIndexPicker(scriptedSource([4_294_967_289]));
    expect(pick(10)).toBe(9);
  });

  it('needs no rejection for powers of two', () => {
    const pick = createIndexPicker(scriptedSource([4_294_967_295]));
    expect(pick(16)).toBe(15);
  });

  it('refills its buffer from the source as it runs out', () => {
    const source = vi.fn(seededSource(1));
    const pick = createIndexPicker(source);
    for (let i = 0; i < 100; i++) pick(85);
    expect(source.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses an empty range', () => {
    const pick = createIndexPicker(seededSource(1));
    expect(() => pick(0)).toThrow(RangeError);
  });
});
