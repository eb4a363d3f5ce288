import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaviconMark, LogoMark, NestMotif } from './brand';

// jsdom gives modules an http URL, so the path comes from this test file's own path.
const publicFile = (name: string) => join(dirname(expect.getState().testPath!), '../../public', name);

describe('the logo mark', () => {
  it('is the same drawing in the page and in the favicon, which uses the small-size form', () => {
    // make-icons.mjs writes the favicon from FaviconMark; a mark changed without rerunning it fails here.
    const favicon = readFileSync(publicFile('favicon.svg'), 'utf8').trim();
    expect(favicon).toBe(renderToStaticMarkup(<FaviconMark />));
    const shapes = (markup: string) =>
      [...markup.matchAll(/\b(x|y|width|height|rx|d)="([^"]+)"/g)].map((match) => match[0]).slice(2); // past the svg's width and height
    expect(shapes(favicon)).toEqual(shapes(renderToStaticMarkup(<LogoMark size={32} detail="small" />)));
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

describe('the Open Graph image', () => {
  it('is a 1200 × 630 PNG', () => {
    const png = readFileSync(publicFile('og-image.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk holds the width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
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
