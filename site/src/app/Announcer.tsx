import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@clipnest/ui';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** A polite live region for messages that have no place on the page, such as a new page's title. */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => {
    // Clearing first makes the same message announce again.
    setMessage('');
    requestAnimationFrame(() => setMessage(next));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {message}
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
