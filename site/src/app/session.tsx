import type { AuthFlags } from '../services/authFlags';
import { canDownload, useJourney } from '../journey/store';

/** Who is signed in (signed out as prerendered, until the browser has read its storage). */
export function useUser(): AuthFlags {
  return useJourney((journey) => journey.user);
}

/** Signed in with a verified email: the only visitor who may download. */
export function useCanDownload(): boolean {
  return useJourney((journey) => canDownload(journey.user));
}
