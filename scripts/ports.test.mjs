// `npm start` next to a Supabase CLI stack: a port that is taken is replaced by a free one, said
// out loud; a port named in the environment is used as given.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort } from './ports.mjs';

const occupied = [];
function occupy() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      occupied.push(server);
      resolve(server.address().port);
    });
  });
}
afterEach(async () => {
  await Promise.all(occupied.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('choosePort', () => {
  it('keeps the usual port when it is free', async () => {
    const usual = await occupy();
    await new Promise((done) => occupied.pop().close(done));
    const lines = [];
    expect(await choosePort('API', 'TEST_PORT', usual, { env: {}, log: (line) => lines.push(line) })).toBe(
      usual,
    );
    expect(lines).toEqual([]);
  });

  it('picks a free port, and says so, when the usual one is taken', async () => {
    const usual = await occupy();
    const lines = [];
    const port = await choosePort('API', 'TEST_PORT', usual, { env: {}, log: (line) => lines.push(line) });
    expect(port).not.toBe(usual);
    expect(port).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain(`port ${usual} is taken`);
    expect(lines.join('\n')).toContain('TEST_PORT');
  });

  it('uses the port named in the environment, and refuses one that is not a port', async () => {
    const usual = await occupy();
    expect(await choosePort('API', 'TEST_PORT', usual, { env: { TEST_PORT: '54999' } })).toBe(54999);
    await expect(choosePort('API', 'TEST_PORT', usual, { env: { TEST_PORT: 'abc' } })).rejects.toThrow(
      'TEST_PORT=abc is not a port number',
    );
  });
});
