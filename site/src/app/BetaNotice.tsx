import { hasSeenBetaNotice } from '@clipnest/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { localStorageOrNull } from '../services/browserStorage';
import { remainingSinceLoad } from './clientOnly';

type Host = ComponentType<Record<string, never>>;

let loading: Promise<Host> | null = null;
const loadNotice = () => (loading ??= import('./BetaNoticeHost').then((module) => module.default));

// The notice is due 1 s after the page started loading (BetaNoticeHost keeps that moment). On a
// first visit its code is fetched with the landing page's, not after hydration: a slow phone that
// hydrates after that second then shows it at once instead of first fetching its modules.
if (typeof window !== 'undefined' && !hasSeenBetaNotice(localStorageOrNull())) {
  loadNotice().catch(() => {});
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
