import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formsCopy } from '../content/forms';

const rpc = vi.fn();
const getSupabase = vi.fn(async () => ({ rpc }));
vi.mock('./supabase', () => ({ getSupabase: () => getSupabase() }));

const { interpretRpcAnswer, submitContactMessage, submitPartnerApplication, subscribeTo } =
  await import('./forms');

beforeEach(() => {
  rpc.mockReset();
  getSupabase.mockClear();
});

describe('interpretRpcAnswer', () => {
  it('is a success when the server answered without an error', () => {
    expect(interpretRpcAnswer({ error: null, status: 204 })).toEqual({ ok: true });
  });

  it('shows a refused field under that field, with the site’s message for the problem', () => {
    expect(
      interpretRpcAnswer({
        error: {
          code: '22023',
          details: 'email',
          hint: 'email',
          message: 'Please enter a valid e-mail address.',
        },
        status: 400,
      }),
    ).toEqual({ fieldErrors: { email: formsCopy.fieldErrors.email.email } });
    expect(
      interpretRpcAnswer({
        error: { code: '22023', details: 'partnershipType', hint: 'invalid_value' },
        status: 400,
      }),
    ).toEqual({ fieldErrors: { partnershipType: formsCopy.fieldErrors.partnershipType.invalid_value } });
    expect(interpretRpcAnswer({ error: { code: '22023', details: 'message', hint: 'too_long' } })).toEqual({
      fieldErrors: { message: 'Please shorten your message to 2,000 characters.' },
    });
  });

  it('falls back to a general message for a field or problem it has no copy for', () => {
    expect(
      interpretRpcAnswer({ error: { code: '22023', details: 'consent_version', hint: 'required' } }),
    ).toEqual({
      fieldErrors: { consent_version: formsCopy.fieldInvalid },
    });
  });

  it('shows the rate-limited state for PT429 or an HTTP 429', () => {
    const limited = { error: formsCopy.rateLimited, code: 'rate_limited' };
    expect(
      interpretRpcAnswer({ error: { code: 'PT429', message: 'Too many requests, try again later' } }),
    ).toEqual(limited);
    expect(interpretRpcAnswer({ error: { message: 'Too Many Requests' }, status: 429 })).toEqual(limited);
  });

  it('shows the failed state for anything else', () => {
    expect(interpretRpcAnswer({ error: { code: 'PGRST202', message: 'not found' }, status: 404 })).toEqual({
      error: formsCopy.failed,
    });
    expect(interpretRpcAnswer({ error: { message: 'TypeError: fetch failed' }, status: 0 })).toEqual({
      error: formsCopy.failed,
    });
    expect(interpretRpcAnswer({ error: { code: '22023', details: null } })).toEqual({
      error: formsCopy.failed,
    });
  });
});

describe('the submit handlers', () => {
  it('subscribe an address to the box’s list with the consent version', async () => {
    rpc.mockResolvedValue({ error: null, status: 204 });
    await expect(subscribeTo('press')({ email: 'ada@example.com' })).resolves.toEqual({ ok: true });
    expect(rpc).toHaveBeenCalledWith('subscribe', {
      email: 'ada@example.com',
      list: 'press',
      consent_version: formsCopy.consentVersion,
    });
  });

  it('send the partner application and the contact message under the function’s argument names', async () => {
    rpc.mockResolvedValue({ error: null, status: 204 });
    await submitPartnerApplication({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      partnershipType: 'technology',
      message: '',
    });
    expect(rpc).toHaveBeenLastCalledWith('submit_partner_application', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      partnership_type: 'technology',
      message: '',
    });
    await submitContactMessage({
      name: 'Grace',
      email: 'g@example.com',
      topic: 'press',
      message: 'Hi',
      consent: true,
    });
    expect(rpc).toHaveBeenLastCalledWith('submit_contact_message', {
      name: 'Grace',
      email: 'g@example.com',
      topic: 'press',
      message: 'Hi',
    });
  });

  it('answer the failed state when the client cannot load or the request throws', async () => {
    getSupabase.mockRejectedValueOnce(new Error('backend down'));
    await expect(subscribeTo('newsletter')({ email: 'a@example.com' })).resolves.toEqual({
      error: formsCopy.failed,
    });
    rpc.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(subscribeTo('newsletter')({ email: 'a@example.com' })).resolves.toEqual({
      error: formsCopy.failed,
    });
  });
});
