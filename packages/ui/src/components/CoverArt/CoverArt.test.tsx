import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverArt } from './CoverArt';
import { coverArtPatterns, coverHueProperty, normalizeHue, seededRandom } from './coverPatterns';

describe('CoverArt', () => {
  it('is decorative: hidden from assistive technology and not focusable', () => {
    const { container } = render(<CoverArt pattern="shield" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('draws the same picture for the same seed, on the server and in the browser', () => {
    const server = renderToString(<CoverArt pattern="dots" hue={30} seed="post-a" />);
    expect(renderToString(<CoverArt pattern="dots" hue={30} seed="post-a" />)).toBe(server);
    // What the browser draws (the style attribute is serialised differently, so compare the shapes).
    const { container } = render(<CoverArt pattern="dots" hue={30} seed="post-a" />);
    const drawn = new DOMParser().parseFromString(server, 'text/html').querySelector('svg')!;
    expect(container.querySelector('svg')!.innerHTML).toBe(drawn.innerHTML);
  });

  it('draws a different composition for another seed', () => {
    const a = renderToString(<CoverArt pattern="grid" seed="post-a" />);
    const b = renderToString(<CoverArt pattern="grid" seed="post-b" />);
    expect(a).not.toBe(b);
  });

  it('draws every pattern differently', () => {
    const drawings = coverArtPatterns.map((pattern) =>
      renderToString(<CoverArt pattern={pattern} seed="same" />).replace(/data-pattern="[^"]*"/, ''),
    );
    expect(new Set(drawings).size).toBe(coverArtPatterns.length);
  });

  it('carries the hue as a custom property, wrapped into 0–360, keeping the style it is given', () => {
    const { container } = render(<CoverArt pattern="waves" hue={400} style={{ opacity: 0.5 }} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-hue', '40');
    expect(svg.style.getPropertyValue(coverHueProperty)).toBe('40');
    expect(svg.style.opacity).toBe('0.5');
  });

  it('uses the accent when no hue is given', () => {
    const { container } = render(<CoverArt pattern="waves" />);
    const svg = container.querySelector('svg')!;
    expect(svg).not.toHaveAttribute('data-hue');
    expect(svg.style.getPropertyValue(coverHueProperty)).toBe('');
  });

  it('passes ref, className and attributes to the <svg>', () => {
    const ref = createRef<SVGSVGElement>();
    const { container } = render(
      <CoverArt pattern="code" ref={ref} className="extra" data-testid="art" aria-hidden={false} />,
    );
    const svg = container.querySelector('svg')!;
    expect(ref.current).toBe(svg);
    expect(svg).toHaveClass('extra');
    expect(svg).toHaveAttribute('data-testid', 'art');
    // Decorative whatever it is told.
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('seededRandom and normalizeHue', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const values = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(45);
  });

  it('wraps hues', () => {
    expect(normalizeHue(-30)).toBe(330);
    expect(normalizeHue(360)).toBe(0);
    expect(normalizeHue(Number.NaN)).toBe(0);
    expect(normalizeHue(250.4)).toBe(250);
  });
});
