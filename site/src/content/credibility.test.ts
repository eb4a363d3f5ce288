// What a careful visitor cross-checks: one founding date, nothing dated after the site, every
// version with notes, no placeholder sub-processors.
import { describe, expect, it } from 'vitest';
import { aboutPage } from './about';
import { buildDate } from './buildDate';
import { changelogHistory, publishedBuildNotes } from './changelog';
import { company, privateBeta, privateBetaDuration, subProcessors, wholeMonthsBetween } from './company';
import { blogPosts } from './blog';
import { legalDocuments } from './legal';
import { roadmapEntries } from './roadmap';
import { pressReleases } from './press';

const bullets = (notes: string) => notes.split('\n').filter((line) => line.startsWith('- ')).length;

describe('the content a visitor cross-checks', () => {
  it('founds the company once: the press release and About read the same day', () => {
    const founding = pressReleases.find(
      (release) => release.category === 'Company' && /Founded/.test(release.title),
    );
    expect(founding?.date).toBe(company.foundedOn);
    expect(aboutPage.facts[0]!.value).toBe(company.foundedOn.slice(0, 4));
    expect(aboutPage.milestones[0]!.date).toMatch(new RegExp(`${company.foundedOn.slice(0, 4)}$`));
  });

  it('tells one length of the private beta: the press release, the blog post and About agree', () => {
    expect(wholeMonthsBetween(privateBeta.startedOn, privateBeta.endedOn)).toBe(9);
    const release = pressReleases.find((r) => r.date === privateBeta.endedOn);
    const post = blogPosts.find((p) => p.id === 'introducing-public-beta');
    const story = aboutPage.story.paragraphs.join(' ');
    for (const text of [release?.excerpt, post?.excerpt, story]) {
      expect(text).toContain(privateBetaDuration);
      expect(text).not.toMatch(/\b(eight|ten) months\b/);
    }
  });

  it('dates no press release or version after the build, and lists them newest first', () => {
    for (const list of [pressReleases, changelogHistory]) {
      const dates = list.map((entry) => entry.date);
      for (const date of dates) expect(date <= buildDate).toBe(true);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('shows recent news: press releases and milestones reach into the build’s year', () => {
    const year = buildDate.slice(0, 4);
    if (year >= '2026') {
      expect(pressReleases.filter((release) => release.date >= '2025').length).toBeGreaterThanOrEqual(2);
      expect(aboutPage.milestones.filter((m) => /202[56]$/.test(m.date)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every version of the history, and the seeded build, 3 to 6 bullets', () => {
    expect(changelogHistory.length).toBeGreaterThanOrEqual(4);
    for (const notes of [
      ...changelogHistory.map((entry) => entry.notes),
      ...Object.values(publishedBuildNotes),
    ]) {
      expect(bullets(notes)).toBeGreaterThanOrEqual(3);
      expect(bullets(notes)).toBeLessThanOrEqual(6);
    }
  });

  it('names real sub-processors, not examples', () => {
    expect(subProcessors.length).toBeGreaterThanOrEqual(4);
    for (const processor of subProcessors) expect(processor.name).not.toMatch(/example/i);
    for (const service of ['Cloud host', 'Payment processor', 'Support desk tool', 'Analytics tool'])
      expect(subProcessors.map((processor) => processor.service)).toContain(service);
  });

  it('dates the privacy policy and terms after the sync they describe, and no legal page after the build', () => {
    const syncShipped = roadmapEntries
      .flatMap((entry) => entry.items)
      .find((item) => /Sync$/.test(item.name))?.shipped;
    expect(syncShipped).toBeDefined();
    for (const doc of [legalDocuments.privacy, legalDocuments.terms])
      expect(doc.lastUpdated >= syncShipped!, doc.id).toBe(true);
    for (const doc of Object.values(legalDocuments)) expect(doc.lastUpdated <= buildDate, doc.id).toBe(true);
  });

  it('revises the terms and privacy policy for the newest features they govern: the local API and the team audit log', () => {
    const items = roadmapEntries.flatMap((entry) => entry.items);
    const localApi = items.find((item) => item.name === 'Local API')?.shipped;
    expect(localApi).toBeDefined();
    const text = (doc: (typeof legalDocuments)['terms']) => JSON.stringify(doc).toLowerCase();
    expect(legalDocuments.terms.lastUpdated >= localApi!).toBe(true);
    expect(text(legalDocuments.terms)).toContain('local api');
    for (const doc of [legalDocuments.terms, legalDocuments.privacy]) {
      expect(text(doc), doc.id).toContain('audit log');
      expect(doc.lastUpdated >= '2026-11-01', doc.id).toBe(true);
    }
  });
});
