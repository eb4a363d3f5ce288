// Caps on open connections, so clients that connect and then stall (no request, half a header,
// half a body, an idle keep-alive) cannot use up the server's sockets. Every local client comes
// from 127.0.0.1, so a per-address cap alone would let a flood lock out the browser too: at a cap,
// a new connection first pushes out the oldest *stalled* one (nothing received for a while and no
// request being answered). Only when none is stalled is the new connection refused.
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Open connections from one remote address. */
  perClient: number;
  /** Open connections in all. */
  total: number;
  /** A connection that received nothing for this long, and has no request being answered, is stalled. */
  stallMs: number;
}

interface Tracked {
  socket: Socket;
  client: string;
  /** Requests on it whose body is complete and whose response is not yet finished. */
  busy: number;
  bytesRead: number;
  /** When its bytesRead last changed (as seen by the sweep). */
  activeAt: number;
}

export class ConnectionGuard {
  private readonly all = new Map<Socket, Tracked>();
  private readonly byClient = new Map<string, Set<Tracked>>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly limits: ConnectionLimits,
    private readonly now: () => number = Date.now,
  ) {
    // Received bytes are counted by the socket handle even when the HTTP parser reads it
    // directly, so activity is sampled rather than observed through 'data' events.
    this.sweep = setInterval(() => this.sample(), Math.max(50, Math.floor(limits.stallMs / 4)));
    this.sweep.unref();
  }

  get size(): number {
    return this.all.size;
  }

  /**
   * Admits a new connection, pushing out stalled ones where a cap is reached. Returns false when
   * the connection must be refused: a cap is reached and nothing can be pushed out.
   */
  admit(socket: Socket): boolean {
    const client = socket.remoteAddress ?? 'unknown';
    const mine = this.byClient.get(client);
    if (mine && mine.size >= this.limits.perClient && !this.evictFrom(mine.values())) return false;
    if (this.all.size >= this.limits.total && !this.evictFrom(this.all.values())) return false;
    const tracked: Tracked = { socket, client, busy: 0, bytesRead: socket.bytesRead, activeAt: this.now() };
    this.all.set(socket, tracked);
    let set = this.byClient.get(client);
    if (!set) this.byClient.set(client, (set = new Set()));
    set.add(tracked);
    socket.once('close', () => this.forget(tracked));
    return true;
  }

  /** A request on `socket` has its whole body: it is being answered until `done` is called. */
  busy(socket: Socket): () => void {
    const tracked = this.all.get(socket);
    if (!tracked) return () => undefined;
    tracked.busy += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      tracked.busy -= 1;
      tracked.activeAt = this.now();
    };
  }

  close(): void {
    clearInterval(this.sweep);
  }

  private sample(): void {
    const now = this.now();
    for (const t of this.all.values()) {
      const read = t.socket.bytesRead;
      if (read !== t.bytesRead) {
        t.bytesRead = read;
        t.activeAt = now;
      }
    }
  }

  /** Destroys the oldest stalled connection among `candidates` (oldest first); false if none. */
  private evictFrom(candidates: Iterable<Tracked>): boolean {
    this.sample();
    const cutoff = this.now() - this.limits.stallMs;
    for (const t of candidates) {
      if (t.busy === 0 && t.activeAt <= cutoff) {
        this.forget(t);
        t.socket.destroy();
        return true;
      }
    }
    return false;
  }

  private forget(t: Tracked): void {
    if (!this.all.delete(t.socket)) return;
    const set = this.byClient.get(t.client);
    set?.delete(t);
    if (set?.size === 0) this.byClient.delete(t.client);
  }
}
