// What the site's forms send to. Until the forms are connected to the backend (their own issue),
// every submission answers with an explanation instead of pretending to succeed, so nothing a
// visitor types is lost silently.
import { formsCopy } from '../content/forms';

export type FormResult = { ok: true } | { error: string } | { fieldErrors: Record<string, string> };

export async function submitNotConnected(): Promise<FormResult> {
  return { error: formsCopy.notConnected };
}
