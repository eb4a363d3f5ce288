// Every version on /changelog states the same facts in the same order, whether it is a build the
// backend lists or a version from the content's history (a review saw the newest build without
// "Requires", under versions that had it).
import { describe, expect, it } from 'vitest';
import { hero } from '../content/hero';
import type { Release } from '../services/releases';
import { releaseEntry, versionHistory } from './releaseHistory';

const published: Release = {
  version: '3.6.0',
  buildNumber: 1,
  channel: 'stable',
  publishedAt: '2026-11-27T09:00:00Z',
  notes: '- A note',
  minimumMacos: null,
  fileName: 'Clipnest-3.6.0.zip',
  sizeMb: 20.4,
  sha256: 'a'.repeat(64),
};

const facts = (release: Release) =>
  Object.fromEntries(releaseEntry(release).details!.map((detail) => [detail.label, detail.value]));

describe('the changelog’s versions', () => {
  it('name the macOS they need even when the record does not, as the hero does', () => {
    const [newest, previous] = versionHistory([published]);
    expect(Object.keys(facts(newest!))).toEqual(['Requires', 'Size', 'SHA-256']);
    expect(facts(newest!).Requires).toBe(hero.fileMeta.requires(null));
    expect(Object.keys(facts(previous!))).toEqual(['Requires', 'Size']);
    expect(facts(previous!).Requires).toBe(facts(newest!).Requires);
  });

  it('show a recorded minimum as recorded', () => {
    expect(facts({ ...published, minimumMacos: '14.0' }).Requires).toBe('macOS 14 or later');
  });

  it('write every size with one decimal, so a round 20 MB reads like its neighbours', () => {
    expect(facts({ ...published, sizeMb: 20 }).Size).toBe('20.0 MB');
    expect(facts(published).Size).toBe('20.4 MB');
    const sizes = versionHistory([published]).map((release) => facts(release).Size);
    for (const size of sizes) expect(size).toMatch(/^\d+\.\d MB$/);
  });
});
