import { describe, expect, it } from 'vitest';
import { bindDashes, bindShortWords, bindShortWordsIn } from './bindShortWords';

describe('bindShortWords', () => {
  it('keeps a one-letter word on the line of the word after it', () => {
    expect(bindShortWords('Passwords, Tokens and the Clipboard: A Practical Threat Model')).toBe(
      'Passwords, Tokens and the Clipboard: A\u00a0Practical Threat Model',
    );
    expect(bindShortWords('A Week With I Think a Lot')).toBe('A\u00a0Week With I\u00a0Think a\u00a0Lot');
  });

  it('leaves longer words, a last word and elements alone', () => {
    expect(bindShortWords('Inside the Search Index')).toBe('Inside the Search Index');
    expect(bindShortWords('Plan B')).toBe('Plan B');
    const element = <em>B</em>;
    expect(bindShortWordsIn(element)).toBe(element);
  });
});

describe('bindDashes', () => {
  it('keeps a spaced dash on the line of the word before it', () => {
    expect(bindDashes('Instant — with or without a network – really')).toBe(
      'Instant\u00a0— with or without a network\u00a0– really',
    );
    expect(bindShortWords('Fast — Which Is the Point')).toBe('Fast\u00a0— Which Is the Point');
  });

  it('leaves hyphens and unspaced dashes alone', () => {
    expect(bindDashes('Wi-Fi 2023–2024')).toBe('Wi-Fi 2023–2024');
  });
});
