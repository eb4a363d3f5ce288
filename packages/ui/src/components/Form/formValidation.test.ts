import { describe, expect, it } from 'vitest';
import {
  characterCountBand,
  characterLength,
  firstInvalidField,
  interpretSubmitResult,
  isEmailAddress,
  isMissing,
  isTooLong,
  trimValues,
  validateField,
  validateFields,
} from './formValidation';

const fallbacks = { failed: 'Something went wrong.', rateLimited: 'Slow down.' };

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie", 'x@localhost'])(
    'accepts %s',
    (value) => expect(isEmailAddress(value)).toBe(true),
  );
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@@example.com', 'ada @example.com', 'ada@-example.com'])(
    'rejects %j',
    (value) => expect(isEmailAddress(value)).toBe(false),
  );
});

describe('validateField', () => {
  it('reports a missing required value, blank strings and unticked boxes included', () => {
    expect(validateField('', { isRequired: true })).toBe('required');
    expect(validateField('   ', { isRequired: true })).toBe('required');
    expect(validateField(false, { isRequired: true })).toBe('required');
    expect(validateField(true, { isRequired: true })).toBeNull();
  });

  it('lets an optional field be empty, even with other rules', () => {
    expect(validateField('', { isEmail: true, maxLength: 3 })).toBeNull();
  });

  it('judges the email trimmed', () => {
    expect(validateField('  ada@example.com ', { isRequired: true, isEmail: true })).toBeNull();
    expect(validateField('ada@', { isRequired: true, isEmail: true })).toBe('email');
  });

  it('reports a value longer than the limit, counting characters after trimming', () => {
    expect(validateField('abcd', { maxLength: 3 })).toBe('tooLong');
    expect(validateField(' abc ', { maxLength: 3 })).toBeNull();
    // Four emoji are four characters, though eight UTF-16 units.
    expect(validateField('😀😀😀😀', { maxLength: 4 })).toBeNull();
    expect(validateField('😀😀😀😀😀', { maxLength: 4 })).toBe('tooLong');
  });

  it('reports the email problem before the length problem', () => {
    expect(validateField('not-an-address-at-all', { isEmail: true, maxLength: 5 })).toBe('email');
  });
});

describe('validateFields', () => {
  it('returns the problem of each field with a rule and nothing for valid ones', () => {
    const values = { name: ' ', email: 'ada@example', topic: 'billing', consent: false, extra: '' };
    expect(
      validateFields(values, {
        name: { isRequired: true },
        email: { isRequired: true, isEmail: true },
        topic: { isRequired: true },
        consent: { isRequired: true },
      }),
    ).toEqual({ name: 'required', consent: 'required' });
    // 'ada@example' is a valid address by the HTML rule (no dot needed in the domain).
  });

  it('is empty when everything is fine', () => {
    expect(
      validateFields({ email: 'ada@example.com' }, { email: { isRequired: true, isEmail: true } }),
    ).toEqual({});
  });
});

describe('helpers', () => {
  it('isMissing treats null, undefined, false and blank strings as missing', () => {
    expect([null, undefined, false, '', '  '].map(isMissing)).toEqual([true, true, true, true, true]);
    expect(['a', true, 0].map(isMissing)).toEqual([false, false, false]);
  });

  it('isTooLong and characterLength count what a person sees', () => {
    expect(characterLength('héllo')).toBe(5);
    expect(isTooLong('hello', 4)).toBe(true);
    expect(isTooLong('hell', 4)).toBe(false);
  });

  it('firstInvalidField follows the order of the form, not of the errors', () => {
    expect(firstInvalidField(['name', 'email', 'topic'], { topic: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField(['name'], {})).toBeUndefined();
  });

  it('trimValues trims strings and leaves other values', () => {
    expect(trimValues({ email: ' a@b.c ', consent: true })).toEqual({ email: 'a@b.c', consent: true });
  });
});

describe('characterCountBand', () => {
  it('is under below 90 % of the limit, near from it, full at it and over past it', () => {
    expect(characterCountBand(0, 2000)).toBe('under');
    expect(characterCountBand(1799, 2000)).toBe('under');
    expect(characterCountBand(1800, 2000)).toBe('near');
    expect(characterCountBand(1999, 2000)).toBe('near');
    expect(characterCountBand(2000, 2000)).toBe('full');
    expect(characterCountBand(2001, 2000)).toBe('over');
  });
});

describe('interpretSubmitResult', () => {
  const fields = ['name', 'email'];

  it('ok means done', () => {
    expect(interpretSubmitResult({ ok: true }, fields, fallbacks)).toEqual({
      status: 'done',
      message: null,
      fieldErrors: {},
    });
  });

  it('an error means failed, with the fallback when it is empty', () => {
    expect(interpretSubmitResult({ error: 'Server down' }, fields, fallbacks)).toMatchObject({
      status: 'failed',
      message: 'Server down',
    });
    expect(interpretSubmitResult({ error: '' }, fields, fallbacks).message).toBe('Something went wrong.');
  });

  it('the rate_limited code means the rate-limited state', () => {
    expect(
      interpretSubmitResult({ error: 'Wait 5 minutes', code: 'rate_limited' }, fields, fallbacks),
    ).toEqual({
      status: 'rate-limited',
      message: 'Wait 5 minutes',
      fieldErrors: {},
    });
    expect(interpretSubmitResult({ error: '', code: 'rate_limited' }, fields, fallbacks).message).toBe(
      'Slow down.',
    );
  });

  it('field errors of known fields make the form invalid; others go to the message', () => {
    expect(
      interpretSubmitResult(
        { fieldErrors: { email: 'Already subscribed', captcha: 'Try again' }, error: 'Check the form' },
        fields,
        fallbacks,
      ),
    ).toEqual({
      status: 'invalid',
      message: 'Check the form Try again',
      fieldErrors: { email: 'Already subscribed' },
    });
  });

  it('field errors naming no field of the form are a failure', () => {
    expect(interpretSubmitResult({ fieldErrors: { captcha: 'Try again' } }, fields, fallbacks)).toEqual({
      status: 'failed',
      message: 'Try again',
      fieldErrors: {},
    });
  });

  it('anything that is not a result is a failure', () => {
    expect(interpretSubmitResult(undefined, fields, fallbacks).status).toBe('failed');
    expect(interpretSubmitResult({} as never, fields, fallbacks).message).toBe('Something went wrong.');
  });
});
