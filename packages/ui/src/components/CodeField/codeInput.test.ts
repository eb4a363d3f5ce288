import { describe, expect, it } from 'vitest';
import { codeDigits, codeFromText, pasteIntoCode, sanitizeCode } from './codeInput';

describe('codeDigits', () => {
  it('keeps the digits only, in order', () => {
    expect(codeDigits('12a3 4-5.6')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });

  it('reads full-width digits as ASCII digits', () => {
    expect(codeDigits('１２３４５６')).toBe('123456');
  });
});

describe('codeFromText', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['123\u00A0456', '123456'],
    ['Your code: 123456', '123456'],
    ['Your code: 123 456.', '123456'],
    // Another number beside the code does not spoil it.
    ['Valid for 24 hours. Your code: 654 321', '654321'],
    ['2024: 123456', '123456'],
  ])('finds the code in %j', (text, code) => {
    expect(codeFromText(text, 6)).toBe(code);
  });

  it('falls back to the first digits when no run has the right length', () => {
    expect(codeFromText('12 - 34 - 56 - 78', 6)).toBe('123456');
    expect(codeFromText('12', 6)).toBe('12');
    expect(codeFromText('nothing here', 6)).toBe('');
  });

  it('follows the length', () => {
    expect(codeFromText('Code 1234 for 5 minutes', 4)).toBe('1234');
    expect(codeFromText('12345678', 8)).toBe('12345678');
  });
});

describe('sanitizeCode', () => {
  it('cuts to the length', () => {
    expect(sanitizeCode('1234567', 6)).toBe('123456');
    expect(sanitizeCode('12x', 6)).toBe('12');
  });
});

describe('pasteIntoCode', () => {
  it('replaces everything with a whole code, wherever the caret is', () => {
    expect(pasteIntoCode('12', 'Your code: 987 654', 1, 1, 6)).toEqual({ value: '987654', caret: 6 });
  });

  it('puts a part in at the selection', () => {
    expect(pasteIntoCode('1256', '34', 2, 2, 6)).toEqual({ value: '123456', caret: 4 });
    expect(pasteIntoCode('1996', '2-3', 1, 3, 6)).toEqual({ value: '1236', caret: 3 });
  });

  it('never goes past the length', () => {
    expect(pasteIntoCode('12345', '789', 5, 5, 6)).toEqual({ value: '123457', caret: 6 });
  });

  it('changes nothing for a paste without digits', () => {
    expect(pasteIntoCode('123', 'hello', 3, 3, 6)).toEqual({ value: '123', caret: 3 });
  });
});
