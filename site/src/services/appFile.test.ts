import { describe, expect, it } from 'vitest';
import { findLatestFile, newestStorageItem, SessionRefusedError } from './appFile';
import { fallbackFileRecord, summarize } from './fileRecord';
import { parseFileRecord } from './fileRecordRead';

const row = {
  id: '5f0c6c1e-0000-4000-8000-000000000001',
  file_name: 'Clipnest-3.6.0.zip',
  version: '3.6.0',
  file_size_mb: '18.40',
  file_type: 'application/zip',
  file_path: 'macos/Clipnest-3.6.0.zip',
  download_count: 41,
  created_at: '2026-11-20T09:00:00Z',
};

describe('the file record', () => {
  it('is read from a database row (numeric columns may arrive as strings)', () => {
    expect(parseFileRecord(row)).toEqual({
      id: row.id,
      file_name: 'Clipnest-3.6.0.zip',
      version: '3.6.0',
      file_size_mb: 18.4,
      file_type: 'application/zip',
      file_path: 'macos/Clipnest-3.6.0.zip',
      download_count: 41,
      // A record from before builds carried these.
      build_number: null,
      minimum_macos: null,
      sha256: null,
      notes: '',
      channel: 'stable',
      published_at: null,
    });
  });

  it('carries what publish-build records: build number, minimum macOS, checksum, notes, channel, date', () => {
    const sha256 = 'ab'.repeat(32);
    expect(
      parseFileRecord({
        ...row,
        build_number: 412,
        minimum_macos: '13.0',
        sha256,
        notes: '## New',
        channel: 'stable',
        published_at: '2026-11-20T09:00:00+00:00',
      }),
    ).toMatchObject({
      build_number: 412,
      minimum_macos: '13.0',
      sha256,
      notes: '## New',
      channel: 'stable',
      published_at: '2026-11-20T09:00:00+00:00',
    });
    expect(parseFileRecord({ ...row, sha256: 'not a checksum' })?.sha256).toBeNull();
  });

  it.each([
    ['no path', { ...row, file_path: '' }],
    ['a negative size', { ...row, file_size_mb: -1 }],
    ['a size that is no number', { ...row, file_size_mb: 'big' }],
    ['no name', { ...row, file_name: null }],
    ['not an object', 'Clipnest.zip'],
  ])('is no record with %s', (_, value) => {
    expect(parseFileRecord(value)).toBeNull();
  });

  it('derives what the screens show: size in MB, extension and count', () => {
    expect(summarize(parseFileRecord(row)!)).toEqual({
      fileName: 'Clipnest-3.6.0.zip',
      version: '3.6.0',
      sizeMb: 18.4,
      extension: 'zip',
      downloadCount: 41,
      minimumMacos: null,
      sha256: null,
      publishedAt: null,
    });
    expect(summarize(fallbackFileRecord).sha256).toBeUndefined();
  });

  it('passes on what a published build says: minimum macOS, checksum and date', () => {
    const sha256 = 'ab'.repeat(32);
    expect(
      summarize(
        parseFileRecord({
          ...row,
          minimum_macos: '14.0',
          sha256,
          published_at: '2026-11-20T09:00:00+00:00',
        })!,
      ),
    ).toMatchObject({ minimumMacos: '14.0', sha256, publishedAt: '2026-11-20T09:00:00+00:00' });
  });

  it('falls back to 3.5.0, 20 MB and 15847 downloads for display only', () => {
    expect(summarize(fallbackFileRecord)).toMatchObject({
      version: '3.5.0',
      sizeMb: 20,
      downloadCount: 15847,
      extension: 'zip',
    });
    expect(fallbackFileRecord.file_path).toBe(''); // nothing to download
  });
});

describe('the newest object in the bucket', () => {
  it('is chosen by updated date, else created date, ignoring folders', () => {
    const record = newestStorageItem([
      { name: 'old', id: null },
      {
        name: 'Clipnest-3.4.0.zip',
        id: 'a',
        updated_at: '2026-01-01T00:00:00Z',
        metadata: { size: 1_000_000 },
      },
      {
        name: 'Clipnest-3.7.1.zip',
        id: 'b',
        updated_at: null,
        created_at: '2026-06-01T00:00:00Z',
        metadata: { size: 22_544_384 }, // 21.5 × 1024²
      },
      { name: 'Clipnest-3.5.0.zip', id: 'c', updated_at: '2026-03-01T00:00:00Z', metadata: { size: 2 } },
    ]);
    expect(record).toMatchObject({
      file_name: 'Clipnest-3.7.1.zip',
      file_path: 'Clipnest-3.7.1.zip',
      version: '3.7.1',
      file_size_mb: 21.5,
      id: '',
    });
  });

  it('is none in an empty bucket', () => {
    expect(newestStorageItem([])).toBeNull();
    expect(newestStorageItem([{ name: 'folder', id: null }])).toBeNull();
  });
});

describe('finding the latest build', () => {
  /** A client whose RPC answers `rpc` and whose bucket listing answers `list`. */
  function client(rpc: object, list: object = { data: [], error: null }) {
    return {
      rpc: async () => rpc,
      storage: { from: () => ({ list: async () => list }) },
    } as unknown as Parameters<typeof findLatestFile>[0];
  }

  it('says the session was refused rather than that there are no files', async () => {
    const refused = client({
      data: null,
      status: 401,
      error: { code: 'PGRST301', message: 'JWSError JWSInvalidSignature' },
    });
    await expect(findLatestFile(refused)).rejects.toBeInstanceOf(SessionRefusedError);
  });

  it('says the network failed rather than that there are no files', async () => {
    const offline = client({ data: null, status: 0, error: { message: 'TypeError: Failed to fetch' } });
    await expect(findLatestFile(offline)).rejects.toThrow(/Failed to fetch/);
  });

  it('answers null only when the server really has no build', async () => {
    expect(await findLatestFile(client({ data: [], status: 200, error: null }))).toBeNull();
    expect(await findLatestFile(client({ data: [row], status: 200, error: null }))).toMatchObject({
      version: '3.6.0',
    });
  });
});
