// What the site's forms send to: the security-definer functions of
// supabase/migrations/20261124090000_forms.sql, called with the site's Supabase client (loaded on
// the first submit, so it never weighs on a page's first load). Answers become the UI package's
// FormSubmitResult.
import type {
  ContactFormValues,
  FormSubmitResult,
  PartnerApplicationValues,
  SubscribeFormValues,
} from '@clipnest/ui';
import { formsCopy, type SubscriptionList } from '../content/forms';
import { getSupabase } from './supabase';

/** The part of a supabase-js RPC answer that decides the result. */
export interface RpcAnswer {
  error: { code?: string; details?: string | null; hint?: string | null; message?: string } | null;
  status?: number;
}

/** The site's message for a server refusal of `field` (SQLSTATE 22023, `hint` = the problem). */
export function fieldErrorMessage(field: string, problem: string | null | undefined): string {
  const byProblem = (formsCopy.fieldErrors as Record<string, Record<string, string> | undefined>)[field];
  return byProblem?.[problem ?? ''] ?? formsCopy.fieldInvalid;
}

export function interpretRpcAnswer({ error, status }: RpcAnswer): FormSubmitResult {
  if (!error) return { ok: true };
  if (error.code === 'PT429' || status === 429) return { error: formsCopy.rateLimited, code: 'rate_limited' };
  if (error.code === '22023' && error.details) {
    return { fieldErrors: { [error.details]: fieldErrorMessage(error.details, error.hint) } };
  }
  return { error: formsCopy.failed };
}

async function send(fn: string, args: Record<string, string>): Promise<FormSubmitResult> {
  try {
    const supabase = await getSupabase();
    return interpretRpcAnswer(await supabase.rpc(fn, args));
  } catch {
    // The client could not load or the request never reached the server.
    return { error: formsCopy.failed };
  }
}

/** The submit handler of a subscribe box for `list`. */
export function subscribeTo(list: SubscriptionList) {
  return (values: SubscribeFormValues): Promise<FormSubmitResult> =>
    send('subscribe', { email: values.email, list, consent_version: formsCopy.consentVersion });
}

export function submitPartnerApplication(values: PartnerApplicationValues): Promise<FormSubmitResult> {
  return send('submit_partner_application', {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    company: values.company,
    partnership_type: values.partnershipType,
    message: values.message,
  });
}

export function submitContactMessage(values: ContactFormValues): Promise<FormSubmitResult> {
  return send('submit_contact_message', {
    name: values.name,
    email: values.email,
    topic: values.topic,
    message: values.message,
  });
}
