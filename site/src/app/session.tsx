import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { initialFlags, signedOutFlags, type AuthFlags } from '../services/authFlags';
import { onSupabaseReady } from '../services/supabase';
import { createStoreContext } from './storeContext';

interface SessionValue {
  /** Who is signed in (signed out on the server and until the browser has read its storage). */
  user: AuthFlags;
  /** Signed in with a verified email: the only visitor who may download. */
  canDownload: boolean;
  /** Records a sign-in the journey just made, so the screens follow at once. */
  signedIn: (user: AuthFlags) => void;
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

const SessionContext = createStoreContext<SessionValue>({
  user: signedOutFlags,
  canDownload: false,
  signedIn: () => {},
  signOut: async () => {},
  isSigningOut: false,
});

/** The auth calls (and the journey's copy they use), loaded only for a visitor who has a session. */
const loadAuth = () => import('../services/auth');

/** Section 4: after a global sign-out the site goes home after 500 ms. */
const homeAfterSignOutMs = 500;

/** The signed-in state as a small store outside React: read once from storage, then kept here. */
let user: AuthFlags | null = null;
const userListeners = new Set<() => void>();

function currentUser(): AuthFlags {
  user ??= initialFlags().flags;
  return user;
}

function setUser(next: AuthFlags): void {
  if (next === user) return;
  user = next;
  for (const listener of userListeners) listener();
}

function subscribeUser(listener: () => void): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

/**
 * The visitor's session for every page. The first render is signed out (as prerendered); the
 * stored state is read after hydration, and the Supabase client starts only when the provider
 * holds a session to restore. Once the client exists, its auth events keep everything in step.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Signed out while hydrating (as prerendered), then what the browser has stored.
  const user = useSyncExternalStore(subscribeUser, currentUser, () => signedOutFlags);
  const [isSigningOut, setSigningOut] = useState(false);
  const [, navigate] = useLocation();
  const signingOut = useRef(false);

  useEffect(() => {
    let active = true;
    if (initialFlags().mustRestore) {
      void loadAuth()
        .then(({ restoreSession }) => restoreSession())
        .then((restored) => active && setUser(restored));
    }
    let unwatch: (() => void) | undefined;
    const unsubscribe = onSupabaseReady((client) => {
      void loadAuth().then(({ watchSession }) => {
        if (!active) return;
        unwatch = watchSession(client, (flags) => {
          if (!signingOut.current) setUser(flags);
        });
      });
    });
    return () => {
      active = false;
      unsubscribe();
      unwatch?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    setSigningOut(true);
    await (await loadAuth()).signOut();
    setUser(signedOutFlags);
    setSigningOut(false);
    signingOut.current = false;
    setTimeout(() => navigate('/'), homeAfterSignOutMs);
  }, [navigate]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      canDownload: user.loggedIn && user.verified,
      signedIn: setUser,
      signOut,
      isSigningOut,
    }),
    [user, signOut, isSigningOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession: () => SessionValue = SessionContext.useValue;
