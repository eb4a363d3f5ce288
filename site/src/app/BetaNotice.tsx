import { hasSeenBetaNotice } from '@clipnest/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { localStorageOrNull } from '../services/browserStorage';
import { remainingSinceLoad } from '../loading/clientOnly';

type Host = ComponentType<Record<string, never>>;

let loading: Promise<Host> | null = null;
const loadNotice = () => (loading ??= import('./BetaNoticeHost').then((module) => module.default));

/**
 * Due 1 s after the page started loading (BetaNoticeHost keeps that moment): on a first visit to
 * the landing page its code is fetched as the app starts, with the islands, so that a slow phone
 * that starts after that second shows it at once instead of first fetching its modules.
 */
export function preloadBetaNotice(): void {
  if (!hasSeenBetaNotice(localStorageOrNull())) loadNotice().catch(() => {});
}

/**
 * The landing page's beta notice, mounted in the browser only, from 0.6 s after the page started
 * loading (a fast phone has made the page interactive by then) or as soon as it has hydrated.
 * Not `clientOnly`: that waits for an idle moment, and React.lazy would suspend once more and
 * reveal it up to 300 ms later still, on a slow phone where every moment counts.
 */
export function BetaNotice() {
  const [Notice, setNotice] = useState<Host | null>(null);
  useEffect(() => {
    let active = true;
    const mount = () =>
      loadNotice().then(
        (host) => active && setNotice(() => host),
        () => {}, // offline or redeployed: no notice this time
      );
    const timer = setTimeout(mount, remainingSinceLoad(600));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return Notice ? <Notice /> : null;
}
