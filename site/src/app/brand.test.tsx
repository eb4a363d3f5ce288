import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brandColors, FaviconMark, LogoMark, NestMotif } from './brand';

// jsdom gives modules an http URL, so the path comes from this test file's own path.
const publicFile = (name: string) => join(dirname(expect.getState().testPath!), '../../public', name);

/** A PNG's width and height, or null for a file that is not a PNG. */
function pngSize(name: string): [number, number] | null {
  const png = readFileSync(publicFile(name));
  if (png.subarray(1, 4).toString('ascii') !== 'PNG') return null;
  // The IHDR chunk holds the width and height as big-endian 32-bit integers at bytes 16 and 20.
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the logo mark', () => {
  it('has a small-size form for 16–32 px, not the full drawing scaled down', () => {
    expect(renderToStaticMarkup(<LogoMark size={32} detail="small" />)).not.toBe(
      renderToStaticMarkup(<LogoMark size={32} />),
    );
  });

  it('draws in one colour when the highlight is off, so it works in a menu bar or in print', () => {
    for (const detail of ['full', 'small'] as const) {
      const markup = renderToStaticMarkup(<LogoMark detail={detail} highlight={false} />);
      // Masks cut the gaps in black and white; everything drawn is the text's colour.
      const drawn = markup.replace(/<defs>.*<\/defs>/, '');
      const fills = new Set([...drawn.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]));
      expect(fills).toEqual(new Set(['currentColor']));
    }
  });

  it('gives every copy its own mask ids, as a page shows the mark more than once', () => {
    const markup = renderToStaticMarkup(
      <>
        <LogoMark />
        <LogoMark />
      </>,
    );
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('draws its small form on whole pixels at 16 px, so the favicon stays sharp', () => {
    // viewBox 32 shown at 16 px: an edge on an odd coordinate would fall mid-pixel and blur.
    const markup = renderToStaticMarkup(<LogoMark size={16} detail="small" />);
    expect(markup).not.toContain('transform');
    const edges = [...markup.matchAll(/\b(?:x|y|width|height)="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(edges.length).toBeGreaterThan(8);
    for (const edge of edges) expect(edge % 2).toBe(0);
  });

  it('is hidden from screen readers, as the name beside it says the same', () => {
    expect(renderToStaticMarkup(<LogoMark />)).toContain('aria-hidden="true"');
  });
});

describe('the favicon', () => {
  it('is the mark on the dark tile in the brand colours, drawn on whole pixels at 16 px', () => {
    const markup = renderToStaticMarkup(<FaviconMark />);
    const fills = new Set([...markup.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]));
    expect(fills).toEqual(new Set([brandColors.ink, brandColors.inkOnDark, brandColors.highlight]));
    expect(markup).not.toContain('transform');
    // viewBox 32 shown at 16 px: an edge on an odd coordinate would fall mid-pixel and blur.
    const edges = [...markup.matchAll(/\b(?:x|y|width|height)="([\d.]+)"/g)].map((match) => Number(match[1]));
    for (const edge of edges) expect(edge % 2).toBe(0);
  });

  it('is a 32 px PNG (make-icons.mjs renders FaviconMark), as an SVG icon costs the page a document of its own', () => {
    expect(pngSize('favicon.png')).toEqual([32, 32]);
    expect(readFileSync(publicFile('favicon.png')).length).toBeLessThan(1024); // every page inlines it
  });
});

describe('the Open Graph image', () => {
  it('is a 1200 × 630 PNG', () => {
    expect(pngSize('og-image.png')).toEqual([1200, 630]);
  });
});

describe('the nest motif', () => {
  it('is the full mark’s geometry in outline, decorative, in the text’s colour at any size', () => {
    const motif = renderToStaticMarkup(<NestMotif />);
    const mark = renderToStaticMarkup(<LogoMark size={32} />);
    const shapes = (markup: string) =>
      new Set([...markup.matchAll(/\b(d|transform)="([^"]+)"/g)].map((match) => match[0]));
    // The same bowl and the same fan of clips as the mark.
    expect(shapes(motif)).toEqual(shapes(mark));
    expect(motif).toContain('aria-hidden="true"');
    // Outlines stay hairlines however large the band draws it.
    const outlines = motif.replace(/<defs>.*<\/defs>/, '').match(/<(rect|path)\b[^>]*>/g)!;
    expect(outlines).toHaveLength(4);
    for (const outline of outlines) {
      expect(outline).toContain('stroke="currentColor"');
      expect(outline).toContain('vector-effect="non-scaling-stroke"');
    }
  });
});
