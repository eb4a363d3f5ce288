// react-dom loads with error stacks off (V8 numbers the lines of its sentinels' stacks with
// DevTools attached, parsing the whole module again); the app's errors still have their stacks.
import { expect, it, vi } from 'vitest';

type WithStackLimit = { stackTraceLimit?: number };

it('turns error stacks back on, at the limit they had, once react-dom has loaded', async () => {
  const before = (Error as WithStackLimit).stackTraceLimit;
  expect(typeof before).toBe('number');
  const { hydrateRoot, createRoot } = await import('./react');
  expect(typeof hydrateRoot).toBe('function');
  expect(typeof createRoot).toBe('function');
  expect((Error as WithStackLimit).stackTraceLimit).toBe(before);
  expect(new Error('after').stack).toMatch(/react\.test\.ts/);
});

it('loads react-dom with error stacks off', async () => {
  // What react-dom's module sees as it runs: the limit is read when the module is evaluated.
  const seen: unknown[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
  vi.resetModules();
  vi.doMock('react-dom/client', () => {
    seen.push((Error as WithStackLimit).stackTraceLimit);
    return { hydrateRoot: () => {}, createRoot: () => {} };
  });
  try {
    await import('./react');
  } finally {
    vi.doUnmock('react-dom/client');
    if (descriptor) Object.defineProperty(Error, 'stackTraceLimit', descriptor);
  }
  expect(seen).toEqual([undefined]);
});
