// The nine feature pages' headings read as headings (DESIGN.md's casing rule) and each page has
// its own drawing beside 'What You Get'.
import { describe, expect, it } from 'vitest';
import { titleCaseProblems } from './casing';
import { featurePages } from './features';
import { featureVignettes } from './featureVignettes';
import { featureSlugs } from './paths';

const headings = featurePages.flatMap((page) => [
  [`${page.slug} title`, page.title],
  [`${page.slug} closing`, page.closing.heading],
  ...page.benefits.map((benefit) => [`${page.slug} benefit`, benefit.title]),
  ...page.steps.map((step) => [`${page.slug} step`, step.title]),
]);

describe('feature pages', () => {
  it.each(headings)('%s “%s” is one short Title Case phrase', (_where, heading) => {
    expect(titleCaseProblems(heading)).toEqual([]);
    // One phrase: no sentence inside it, no full stop after it.
    expect(heading).not.toMatch(/[.!?](\s|$)/);
    expect(heading.split(' ').length).toBeLessThanOrEqual(8);
  });

  it('closes each page with a heading and a sentence under it', () => {
    for (const page of featurePages) {
      expect(page.closing.text).toMatch(/^[A-Z].*\.$/);
      expect(page.closing.text).not.toBe(page.closing.heading);
    }
  });

  it('draws every feature, and no two pages the same kind of drawing', () => {
    expect(Object.keys(featureVignettes).sort()).toEqual([...featureSlugs].sort());
    const kinds = featureSlugs.map((slug) => featureVignettes[slug].kind);
    expect(new Set(kinds).size).toBe(featureSlugs.length);
  });
});
