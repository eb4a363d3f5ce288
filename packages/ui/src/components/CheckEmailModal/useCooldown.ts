import { useCallback, useEffect, useState } from 'react';

export interface Cooldown {
  /** Whole seconds left, rounded up; 0 when the action is available. */
  remainingSeconds: number;
  isCoolingDown: boolean;
  /** Starts (or restarts) a cooldown of this many seconds. */
  start: (seconds: number) => void;
}

/**
 * A countdown for rate-limited actions such as "resend email". It counts against the clock
 * rather than counting ticks, so a throttled background tab still ends on time, and it re-renders
 * once per second at most.
 *
 * @param initialSeconds a cooldown already running when the component mounts.
 */
export function useCooldown(initialSeconds = 0): Cooldown {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [remainingSeconds, setRemainingSeconds] = useState(Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    if (endsAt === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = Math.max(0, endsAt - Date.now());
      setRemainingSeconds(Math.ceil(left / 1000));
      // Wake up when the displayed number changes next.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemainingSeconds(Math.max(0, Math.ceil(seconds)));
    setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : 0);
  }, []);

  return { remainingSeconds, isCoolingDown: remainingSeconds > 0, start };
}
