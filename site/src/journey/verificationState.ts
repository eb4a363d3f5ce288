import type { ConfirmParams } from '../services/confirmUrl';

type ConfirmLink = Extract<ConfirmParams, { kind: 'link' }>;

/**
 * Where a verification page stands. /auth/callback (the provider's own links) reads its link at
 * once; /auth/confirm (the mail's button) waits for the visitor's press, so a mail scanner that
 * opens the page spends nothing. 'none': not on such a page, or not started (as prerendered).
 */
export type Verification =
  | { step: 'none' }
  /** /auth/callback opened with nothing to verify (a bookmark, a typed address). */
  | { step: 'noLink' }
  /** /auth/confirm with a link from the mail, waiting for the press. */
  | { step: 'ready'; link: ConfirmLink }
  | { step: 'confirming'; link: ConfirmLink }
  /** Verified here: on a Mac the download starts, 'Download Complete!' follows. */
  | { step: 'verified' }
  | { step: 'complete' }
  /** A recovery link: the new-password form is open. */
  | { step: 'recovery' }
  /** A used or replaced link of an address that is verified by now: sign in. */
  | { step: 'alreadyVerified'; email: string | null }
  /** A used or replaced link of an address still waiting: a new code can be sent. */
  | { step: 'expired'; email: string }
  /**
   * The link could not verify. `email` (a confirm link's address) allows a new code; `goesHome`:
   * the page goes home by itself after a while unless the visitor acts (the callback page).
   */
  | { step: 'failed'; message: string; email: string | null; goesHome: boolean };
