// Raw HTTP over plain sockets, for requests fetch and node:http would normalise or refuse to send
// (dot segments, bad Host headers, HTTP/0.9, half-sent bodies).
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` byte for byte to a server (its URL or port on 127.0.0.1) and reads the answer
 * until the server closes (or `waitMs` pass).
 */
export function send(
  server: string | number,
  request: string | Buffer,
  waitMs = 5000,
): Promise<RawResponse & { closedBy: 'server' | 'timeout' }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let closedBy: 'server' | 'timeout' = 'server';
    const socket = connect(
      typeof server === 'number' ? server : Number(new URL(server).port),
      '127.0.0.1',
      () => socket.write(request),
    );
    const timer = setTimeout(() => {
      closedBy = 'timeout';
      socket.destroy();
    }, waitMs);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, Math.max(split, 0)).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
        closedBy,
      });
    });
  });
}

/** A GET request line with an optional Host header, closing the connection. */
export const rawGet = (target: string, host: string | null, version = '1.1'): string =>
  `GET ${target} HTTP/${version}\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`;
