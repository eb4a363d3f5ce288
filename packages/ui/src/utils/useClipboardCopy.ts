import { useCallback, useEffect, useRef, useState } from 'react';

export interface ClipboardCopy {
  /** How the last copy went, kept until the next one; null before the first. */
  outcome: 'copied' | 'failed' | null;
  /** Counts the copies: key an announcement with it, so that a second copy is announced again. */
  attempt: number;
  /** The `key` of what was copied in the last `copiedForMs` (for a 'Copied' look), else null. */
  recentlyCopied: string | null;
  /**
   * Writes `text` to the clipboard. Resolves false, never throws, when the browser has no
   * clipboard (an insecure page) or refuses (no permission, no user gesture).
   */
  copy: (text: string, key?: string) => Promise<boolean>;
}

/** Copying to the clipboard with the feedback a button needs: the outcome, and a brief 'Copied'. */
export function useClipboardCopy(copiedForMs = 2000): ClipboardCopy {
  const [state, setState] = useState<Omit<ClipboardCopy, 'copy'>>({
    outcome: null,
    attempt: 0,
    recentlyCopied: null,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string, key = text) => {
      let ok: boolean;
      try {
        await navigator.clipboard.writeText(text);
        ok = true;
      } catch {
        ok = false;
      }
      clearTimeout(timer.current);
      setState((previous) => ({
        outcome: ok ? 'copied' : 'failed',
        attempt: previous.attempt + 1,
        recentlyCopied: ok ? key : null,
      }));
      if (ok) {
        timer.current = setTimeout(
          () => setState((previous) => ({ ...previous, recentlyCopied: null })),
          copiedForMs,
        );
      }
      return ok;
    },
    [copiedForMs],
  );

  return { ...state, copy };
}
