/**
 * The form pattern's pure logic: field rules, the submit contract and what a result means.
 * Framework-free, so the site can run the same rules before it calls its backend.
 */
import { isEmailAddress } from '../AuthModal/authValidation';

export { isEmailAddress };

// ---------------------------------------------------------------------------------------------
// Field rules

/** What can be wrong with one field. */
export const fieldProblems = ['required', 'email', 'tooLong'] as const;
export type FieldProblem = (typeof fieldProblems)[number];

/** The rules of one field. Strings are judged trimmed; a boolean `required` field must be true. */
export interface FieldRule {
  /** Empty (or only spaces, or an unticked checkbox) is a problem. */
  isRequired?: boolean;
  /** A non-empty value must be an email address (the rule of `<input type="email">`). */
  isEmail?: boolean;
  /** The longest value accepted, in characters (after trimming). */
  maxLength?: number;
}

/** Whether a value is missing: an empty or blank string, `false`, `null` or `undefined`. */
export function isMissing(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  return value === false || value === null || value === undefined;
}

/** Whether a string is longer than `max` characters once trimmed. Counts code points, not UTF-16 units. */
export function isTooLong(value: string, max: number): boolean {
  return characterLength(value.trim()) > max;
}

/** The number of characters a person sees (an emoji counts as one). */
export function characterLength(value: string): number {
  return Array.from(value).length;
}

/** The first problem of one value under its rule, or `null` when it is fine. */
export function validateField(value: unknown, rule: FieldRule): FieldProblem | null {
  if (isMissing(value)) return rule.isRequired ? 'required' : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (rule.isEmail && !isEmailAddress(trimmed)) return 'email';
  if (rule.maxLength !== undefined && isTooLong(trimmed, rule.maxLength)) return 'tooLong';
  return null;
}

export type FieldRules<V> = { readonly [K in keyof V]?: FieldRule };
export type FieldProblems<V> = { [K in keyof V]?: FieldProblem };

/** The problems of every field that has a rule; an empty object means the values may be sent. */
export function validateFields<V extends object>(values: V, rules: FieldRules<V>): FieldProblems<V> {
  const problems: FieldProblems<V> = {};
  for (const name of Object.keys(rules) as Array<keyof V>) {
    const rule = rules[name];
    if (!rule) continue;
    const problem = validateField(values[name], rule);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The first name in `order` that has an entry in `errors` (where focus goes after a submit). */
export function firstInvalidField<K extends string>(
  order: readonly K[],
  errors: Partial<Record<string, unknown>>,
): K | undefined {
  return order.find((name) => !!errors[name]);
}

/** Trims every string value (what is sent: ' ada@example.com ' becomes 'ada@example.com'). */
export function trimValues<V extends object>(values: V): V {
  const trimmed = { ...values };
  for (const name of Object.keys(trimmed) as Array<keyof V>) {
    const value = trimmed[name];
    if (typeof value === 'string') trimmed[name] = value.trim() as V[keyof V];
  }
  return trimmed;
}

// ---------------------------------------------------------------------------------------------
// Character count

/** Where a text stands against its limit: `near` from 90 % of it, `full` at it, `over` past it. */
export type CharacterCountBand = 'under' | 'near' | 'full' | 'over';

/** The share of the limit from which the count warns (and is announced once). */
export const nearLimitRatio = 0.9;

export function characterCountBand(length: number, max: number): CharacterCountBand {
  if (length > max) return 'over';
  if (length === max) return 'full';
  if (length >= Math.ceil(max * nearLimitRatio)) return 'near';
  return 'under';
}

// ---------------------------------------------------------------------------------------------
// The submit contract

/** The codes an `{ error }` result may carry. `rate_limited`: too many submissions, try later. */
export const formErrorCodes = ['rate_limited'] as const;
export type FormErrorCode = (typeof formErrorCodes)[number];

/**
 * What every form's `onSubmit` resolves to:
 * - `{ ok: true }` — sent; the form shows its success message and moves focus to it.
 * - `{ error }` — not sent; `error` shows in the form's alert and the fields stay as typed.
 *   With `code: 'rate_limited'` the form shows its rate-limited state instead of the failed one
 *   (an empty `error` then falls back to the form's `labels.rateLimited`).
 * - `{ fieldErrors }` — the server refused some fields: each message shows under the field of
 *   that `name` (react-aria Form `validationErrors`) until the field is edited, and focus goes to
 *   the first of them. An `error` beside it shows in the alert too; a name the form does not have
 *   is shown in the alert.
 * A rejected promise counts as `{ error: labels.failed }`.
 */
export type FormSubmitResult =
  | { ok: true }
  | { error: string; code?: FormErrorCode }
  | { fieldErrors: Record<string, string>; error?: string };

/** The submit contract shared by every form of the package. */
export type FormSubmitHandler<V> = (values: V) => Promise<FormSubmitResult>;

/**
 * The states of a form. `idle`: nothing sent yet (or editing after a problem was fixed);
 * `invalid`: the last submit found field errors (client or server); `submitting`: waiting for
 * `onSubmit` (the button shows a spinner, fields are read-only); `done`: sent; `failed`: the
 * server answered `{ error }` or the call threw; `rate-limited`: the server answered
 * `{ error, code: 'rate_limited' }`.
 */
export const formStatuses = ['idle', 'invalid', 'submitting', 'done', 'failed', 'rate-limited'] as const;
export type FormStatus = (typeof formStatuses)[number];

export interface InterpretedResult {
  status: Extract<FormStatus, 'done' | 'failed' | 'rate-limited' | 'invalid'>;
  /** The form-level message, if any. */
  message: string | null;
  /** Field errors for names the form has. */
  fieldErrors: Record<string, string>;
}

/**
 * Turns what `onSubmit` resolved to into the form's next state. `fieldNames` are the form's
 * fields: server errors for other names go to the form-level message. `fallbacks` fill an empty
 * or missing message.
 */
export function interpretSubmitResult(
  result: FormSubmitResult | null | undefined,
  fieldNames: readonly string[],
  fallbacks: { failed: string; rateLimited: string },
): InterpretedResult {
  if (!result || typeof result !== 'object') {
    return { status: 'failed', message: fallbacks.failed, fieldErrors: {} };
  }
  if ('ok' in result && result.ok === true) return { status: 'done', message: null, fieldErrors: {} };
  if ('fieldErrors' in result && result.fieldErrors && typeof result.fieldErrors === 'object') {
    const fieldErrors: Record<string, string> = {};
    const stray: string[] = [];
    for (const [name, text] of Object.entries(result.fieldErrors)) {
      if (!text) continue;
      if (fieldNames.includes(name)) fieldErrors[name] = text;
      else stray.push(text);
    }
    const messages = [result.error, ...stray].filter((text): text is string => !!text);
    if (Object.keys(fieldErrors).length === 0) {
      return { status: 'failed', message: messages.join(' ') || fallbacks.failed, fieldErrors };
    }
    return { status: 'invalid', message: messages.length ? messages.join(' ') : null, fieldErrors };
  }
  if ('error' in result) {
    if ('code' in result && result.code === 'rate_limited') {
      return { status: 'rate-limited', message: result.error || fallbacks.rateLimited, fieldErrors: {} };
    }
    return { status: 'failed', message: result.error || fallbacks.failed, fieldErrors: {} };
  }
  return { status: 'failed', message: fallbacks.failed, fieldErrors: {} };
}
