import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalDocument } from './LegalDocument';
import { sampleCookiePolicy } from './legalSamples';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('LegalDocument', () => {
  afterEach(() => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('copies a section’s address with its anchor and announces it politely', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    render(<LegalDocument title="Cookie Policy" items={sampleCookiePolicy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link to section: Cookies we use' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#cookies-we-use`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('says so when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(
      <LegalDocument
        title="Cookie Policy"
        items={sampleCookiePolicy}
        labels={{ copyFailed: 'Kopieren fehlgeschlagen' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link to section: Your choices' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kopieren fehlgeschlagen');
  });

  it('marks the section in the reading band as current in the table of contents', () => {
    let report: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const { container } = render(<LegalDocument title="Cookie Policy" items={sampleCookiePolicy} />);
    // Every section, and the header before them.
    expect(observe).toHaveBeenCalledTimes(sampleCookiePolicy.length + 1);
    const target = container.querySelector('#your-choices') as Element;
    act(() =>
      report(
        [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    const current = container.querySelectorAll('[aria-current="location"]');
    // Once in the sidebar and once in the phone's disclosure.
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['#your-choices', '#your-choices']);
    vi.unstubAllGlobals();
  });

  it('marks the first section at the top of the page, also after reading to the end', () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<LegalDocument title="Cookie Policy" items={sampleCookiePolicy} />);
    const currentLinks = () =>
      [...container.querySelectorAll('[aria-current="location"]')].map((link) => link.getAttribute('href'));
    const first = `#${sampleCookiePolicy[0]!.id}`;
    const last = sampleCookiePolicy.at(-1)!;
    // Before any scrolling (and in the prerendered page), the first section is the one being read.
    expect(currentLinks()).toEqual([first, first]);
    const lastSection = container.querySelector(`#${last.id}`) as Element;
    const report1 = (target: Element, isIntersecting: boolean) =>
      act(() =>
        report(
          [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    report1(lastSection, true);
    expect(currentLinks()).toEqual([`#${last.id}`, `#${last.id}`]);
    // Back at the top (Home key): the last section leaves the band, the header enters it, and the
    // first section lies below the reading line.
    const header = container.querySelector('[data-reading-start]') as Element;
    const firstSection = container.querySelector('[data-section-id]') as HTMLElement;
    vi.spyOn(firstSection, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight } as DOMRect);
    report1(lastSection, false);
    report1(header, true);
    expect(currentLinks()).toEqual([first, first]);
    vi.unstubAllGlobals();
  });

  it('levels headings under the title and names the numbered sections', () => {
    render(<LegalDocument title="Terms" headingLevel={2} items={sampleCookiePolicy} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1. What cookies are' })).toBeInTheDocument();
  });
});
