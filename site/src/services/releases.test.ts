import { describe, expect, it } from 'vitest';
import { feedUrl, fetchReleases, parseRelease } from './releases';

const config = { supabaseUrl: 'https://api.test', supabaseAnonKey: 'anon' };
const row = {
  version: '3.7.0',
  build_number: 412,
  channel: 'stable',
  published_at: '2026-11-20T09:30:00+00:00',
  notes: '## New',
  minimum_macos: '13.0',
  file_name: 'Clipnest-3.7.0.zip',
  file_size_mb: '18.40',
  sha256: 'ab'.repeat(32),
};

describe('the releases service', () => {
  it('reads a row of list_releases (numbers may arrive as strings)', () => {
    expect(parseRelease(row)).toEqual({
      version: '3.7.0',
      buildNumber: 412,
      channel: 'stable',
      publishedAt: '2026-11-20T09:30:00+00:00',
      notes: '## New',
      minimumMacos: '13.0',
      fileName: 'Clipnest-3.7.0.zip',
      sizeMb: 18.4,
      sha256: 'ab'.repeat(32),
    });
    expect(parseRelease({ ...row, build_number: null, sha256: null, minimum_macos: null })).toMatchObject({
      buildNumber: null,
      sha256: null,
      minimumMacos: null,
    });
  });

  it.each([
    ['an unknown channel', { ...row, channel: 'nightly' }],
    ['no date', { ...row, published_at: 'soon' }],
    ['no version', { ...row, version: '' }],
  ])('drops a row with %s', (_, value) => {
    expect(parseRelease(value)).toBeNull();
  });

  it('calls list_releases with the public key and throws when the backend cannot say', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const ok = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify([row, { bad: true }]), { status: 200 });
    }) as typeof fetch;
    expect((await fetchReleases(config, ok)).map((r) => r.version)).toEqual(['3.7.0']);
    expect(calls[0]![0]).toBe('https://api.test/rest/v1/rpc/list_releases');
    expect((calls[0]![1]!.headers as Record<string, string>).apikey).toBe('anon');
    const down = (async () => new Response('', { status: 503 })) as typeof fetch;
    await expect(fetchReleases(config, down)).rejects.toThrow(/503/);
  });

  it('names the public feed the app reads', () => {
    expect(feedUrl(config)).toBe('https://api.test/storage/v1/object/public/releases/appcast.xml');
  });
});
