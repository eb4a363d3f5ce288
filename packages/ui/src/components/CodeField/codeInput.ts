// The pure rules of a one-time code input: what counts as a digit, what a paste yields, and what
// an edit leaves in the field.

/** Full-width digits (as a CJK keyboard types them) read as the ASCII digits they are. */
function asciiDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 48));
}

/** The digits of `text`, in order, with everything else (spaces, hyphens, letters) left out. */
export function codeDigits(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * Runs of digits that may be broken by single spaces, hyphens or dots, as mails and messages
 * format codes ('123 456', '123-456'), bounded by anything else.
 */
const digitRun = /\d(?:[ \u00A0.\u2010-\u2015-]?\d)*/g;

/**
 * The code in a pasted text: the first run of exactly `length` digits ('Your code: 123 456' gives
 * '123456', also when other numbers stand around it), otherwise the text's digits cut to `length`.
 */
export function codeFromText(text: string, length: number): string {
  const normalized = asciiDigits(text);
  for (const run of normalized.match(digitRun) ?? []) {
    const digits = codeDigits(run);
    if (digits.length === length) return digits;
  }
  return codeDigits(normalized).slice(0, length);
}

/** What the field holds after an edit: its digits only, at most `length` of them. */
export function sanitizeCode(text: string, length: number): string {
  return codeDigits(text).slice(0, length);
}

/**
 * The field's value after a paste of `text` over the selection `[start, end)` of `current`: a
 * whole code replaces everything; a part is put in at the selection.
 */
export function pasteIntoCode(
  current: string,
  text: string,
  start: number,
  end: number,
  length: number,
): { value: string; caret: number } {
  const pasted = codeFromText(text, length);
  if (pasted.length >= length) return { value: pasted, caret: pasted.length };
  const value = sanitizeCode(current.slice(0, start) + pasted + current.slice(end), length);
  return { value, caret: Math.min(start + pasted.length, value.length) };
}
