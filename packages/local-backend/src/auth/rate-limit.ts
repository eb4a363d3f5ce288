// Sliding-window counters in memory (like GoTrue's, they reset when the process restarts).

interface Window {
  windowMs: number;
  times: number[];
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /**
   * Records one hit for `key` unless `limit` hits already fall inside the last `windowMs`.
   * Returns false (and records nothing) when the limit is reached.
   */
  take(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    const times = (this.windows.get(key)?.times ?? []).filter((t) => t > now - windowMs);
    const allowed = times.length < limit;
    if (allowed) times.push(now);
    this.windows.set(key, { windowMs, times });
    if (this.windows.size > 10_000) this.prune();
    return allowed;
  }

  /** Takes back the newest hit of `key` (e.g. a code attempt that turned out right). */
  release(key: string): void {
    this.windows.get(key)?.times.pop();
  }

  private prune(): void {
    const now = this.now();
    for (const [key, w] of this.windows) {
      if (w.times.every((t) => t <= now - w.windowMs)) this.windows.delete(key);
    }
  }
}

export const FIVE_MINUTES = 5 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;
