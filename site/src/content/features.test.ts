// The nine feature pages' headings read as headings (DESIGN.md's casing rule) and each page has
// its own drawing beside 'What You Get'.
import { describe, expect, it } from 'vitest';
import { titleCaseProblems } from './casing';
import { featurePages } from './features';
import { featureDetailScenes, featureScenes } from './featureScenes';
import { coreFeatureVignettes, featureCompareVignettes, featureVignettes } from './featureVignettes';
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

  it('composes What You Get differently from the page before and after it', () => {
    featurePages.forEach((page, index) => {
      const next = featurePages[index + 1];
      if (next)
        expect(next.composition.layout, `${page.slug} → ${next.slug}`).not.toBe(page.composition.layout);
    });
  });

  it('draws What You Get with a picture of its own: not the first screen’s, not the landing page’s', () => {
    const landing = Object.values(coreFeatureVignettes).map(({ vignette }) => vignette);
    for (const page of featurePages) {
      if (page.composition.layout === 'compare') {
        const pair = featureCompareVignettes[page.slug];
        expect(pair, page.slug).toHaveLength(2);
        for (const vignette of pair!) {
          expect(landing).not.toContainEqual(vignette);
          expect(vignette).not.toEqual(featureVignettes[page.slug]);
        }
      } else {
        const detail = featureDetailScenes[page.slug];
        expect(detail, page.slug).toBeDefined();
        expect(detail!.scene).not.toEqual(featureScenes[page.slug]);
        expect(detail!.scene.label).not.toBe(featureScenes[page.slug].label);
        // One numbered marker per benefit, inside the picture.
        expect(detail!.markers).toHaveLength(page.benefits.length);
        for (const { x, y } of detail!.markers) {
          expect(x).toBeGreaterThan(0);
          expect(x).toBeLessThan(100);
          expect(y).toBeGreaterThan(0);
          expect(y).toBeLessThan(100);
        }
      }
    }
  });
});
