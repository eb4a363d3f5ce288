// Ports for `npm start`: the usual ones when free, else free ones, said out loud.
import { createServer } from 'node:net';

/** Whether `port` can be listened on at 127.0.0.1 now. */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** A free port: the system's pick. */
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/**
 * The port for `what`: the one named by `variable` (taken as given: a clash then stops the start
 * with its error), else the usual one, else — when something already listens there, such as a
 * Supabase CLI stack on 54321/54324 — a free one, said out loud.
 */
export async function choosePort(what, variable, usual, { env = process.env, log = console.log } = {}) {
  const named = env[variable];
  if (named !== undefined && named !== '') {
    const port = Number(named);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${variable}=${named} is not a port number (0–65535; 0 picks a free one).`);
    }
    return port;
  }
  if (await isFree(usual)) return usual;
  const port = await anyFreePort();
  log(
    `${what}: port ${usual} is taken (another server, e.g. a Supabase CLI stack, listens there); using ${port}. Set ${variable} to choose one.`,
  );
  return port;
}
