import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureCard } from './FeatureCard';
import { useRevealOnScroll, type RevealOnScrollOptions } from './useRevealOnScroll';

/** A controllable IntersectionObserver: tests call `report(true/false)` on the last one made. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) =>
        ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
  static get last() {
    return FakeObserver.instances.at(-1)!;
  }
}

function installObserver() {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

function setReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      query.matches = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

function Probe(options: RevealOnScrollOptions) {
  const { ref, state } = useRevealOnScroll<HTMLDivElement>(options);
  return (
    <div ref={ref} data-testid="probe" data-reveal={state}>
      {state}
    </div>
  );
}

const stateOf = () => screen.getByTestId('probe').dataset.reveal;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRevealOnScroll', () => {
  it('stays static when IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    setReducedMotion(false);
    render(<Probe />);
    expect(stateOf()).toBe('static');
  });

  it('hides an element that starts out of view and reveals it once it scrolls in', () => {
    installObserver();
    setReducedMotion(false);
    render(<Probe />);
    expect(stateOf()).toBe('static'); // nothing hidden before the observer has reported
    expect(FakeObserver.last.observed).toEqual([screen.getByTestId('probe')]);

    FakeObserver.last.report(false);
    expect(stateOf()).toBe('hidden');

    FakeObserver.last.report(true);
    expect(stateOf()).toBe('revealed');
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  it('never hides an element that is already in view when the page loads', () => {
    installObserver();
    setReducedMotion(false);
    render(<Probe />);
    FakeObserver.last.report(true);
    expect(stateOf()).toBe('static');
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  it('passes the root margin to the observer', () => {
    installObserver();
    setReducedMotion(false);
    render(<Probe rootMargin="0px 0px -10% 0px" />);
    expect(FakeObserver.last.options?.rootMargin).toBe('0px 0px -10% 0px');
  });

  it('does not observe or hide anything with reduced motion', () => {
    installObserver();
    setReducedMotion(true);
    render(<Probe />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(stateOf()).toBe('static');
  });

  it('shows a hidden element at once when reduced motion is switched on', () => {
    installObserver();
    const motion = setReducedMotion(false);
    render(<Probe />);
    FakeObserver.last.report(false);
    expect(stateOf()).toBe('hidden');
    motion.change(true);
    expect(stateOf()).toBe('static');
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  it('does nothing when disabled', () => {
    installObserver();
    setReducedMotion(false);
    render(<Probe enabled={false} />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(stateOf()).toBe('static');
  });

  it('renders visible HTML on the server', () => {
    installObserver();
    setReducedMotion(false);
    const html = renderToString(
      <FeatureCard
        title="Local Storage Privacy"
        description="Stays on your Mac."
        icon="lock"
        revealOnScroll
      />,
    );
    expect(html).toContain('data-reveal="static"');
    expect(FakeObserver.instances).toHaveLength(0);
  });
});

describe('FeatureCard', () => {
  it('shows its title as a heading at the chosen level', () => {
    setReducedMotion(false);
    render(
      <FeatureCard title="Intelligent Search" description="Find anything." icon="search" headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Intelligent Search' })).toBeInTheDocument();
  });
});
