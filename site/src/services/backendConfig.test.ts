import { describe, expect, it } from 'vitest';
import { BackendUnavailableError, loadBackendConfig, parseBackendConfig } from './backendConfig';

const json = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the backend configuration', () => {
  it('accepts an http(s) URL and a key, without a trailing slash', () => {
    expect(parseBackendConfig({ supabaseUrl: 'http://127.0.0.1:54321/', supabaseAnonKey: 'k' })).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'k',
    });
  });

  it.each([
    null,
    'x',
    {},
    { supabaseUrl: 'javascript:alert(1)', supabaseAnonKey: 'k' },
    { supabaseUrl: 'http://x', supabaseAnonKey: '' },
    { supabaseUrl: 'not a url', supabaseAnonKey: 'k' },
  ])('rejects %j', (value) => {
    expect(parseBackendConfig(value)).toBeNull();
  });

  it('is read from the server at run time when the build has none', async () => {
    await expect(
      loadBackendConfig(json({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' })),
    ).resolves.toEqual({
      supabaseUrl: 'http://127.0.0.1:1',
      supabaseAnonKey: 'anon',
    });
  });

  it('fails with a clear error when the server has none or is unreachable', async () => {
    await expect(loadBackendConfig(json({}))).rejects.toBeInstanceOf(BackendUnavailableError);
    await expect(
      loadBackendConfig(json({ supabaseUrl: 'http://x', supabaseAnonKey: 'k' }, 404)),
    ).rejects.toThrow(/not connected/);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadBackendConfig(offline)).rejects.toBeInstanceOf(BackendUnavailableError);
  });
});
