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

  /** Stubs the observer; `report()` is it saying that something crossed the reading band. */
  function stubObserver() {
    let callback: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(given: IntersectionObserverCallback) {
          callback = given;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const report = () => act(() => callback([], {} as IntersectionObserver));
    return { observe, report };
  }

  /** Lays the sections out from `firstTop` down the viewport, 300 px each with a 40 px gap. */
  function scrollTo(container: HTMLElement, firstTop: number) {
    container.querySelectorAll<HTMLElement>('[data-section-id]').forEach((section, index) => {
      vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: firstTop + index * 340 } as DOMRect);
    });
  }

  const currentLinks = (container: HTMLElement) =>
    [...container.querySelectorAll('[aria-current="location"]')].map((link) => link.getAttribute('href'));

  it('marks the section at the reading line as current in the table of contents', () => {
    const { observe, report } = stubObserver();
    const { container } = render(<LegalDocument title="Cookie Policy" items={sampleCookiePolicy} />);
    // Every section, and the header before them.
    expect(observe).toHaveBeenCalledTimes(sampleCookiePolicy.length + 1);
    const line = window.innerHeight * 0.25;
    // The third section's top just above the reading line.
    scrollTo(container, line - 2 * 340 - 10);
    report();
    const third = `#${sampleCookiePolicy[2]!.id}`;
    // Once in the sidebar and once in the phone's disclosure.
    expect(currentLinks(container)).toEqual([third, third]);
    // The line in the gap below the third section: the reader is still in it.
    scrollTo(container, line - 2 * 340 - 320);
    report();
    expect(currentLinks(container)).toEqual([third, third]);
    vi.unstubAllGlobals();
  });

  it('marks the first section at the top of the page, also after reading to the end', () => {
    const { report } = stubObserver();
    const { container } = render(<LegalDocument title="Cookie Policy" items={sampleCookiePolicy} />);
    const first = `#${sampleCookiePolicy[0]!.id}`;
    const last = `#${sampleCookiePolicy.at(-1)!.id}`;
    // Before any scrolling (and in the prerendered page), the first section is the one being read.
    expect(currentLinks(container)).toEqual([first, first]);
    scrollTo(container, -340 * sampleCookiePolicy.length);
    report();
    expect(currentLinks(container)).toEqual([last, last]);
    // Back at the top (Home key): the header enters the band, every section lies below the line.
    scrollTo(container, window.innerHeight * 0.6);
    report();
    expect(currentLinks(container)).toEqual([first, first]);
    vi.unstubAllGlobals();
  });

  it('levels headings under the title and names the numbered sections', () => {
    render(<LegalDocument title="Terms" headingLevel={2} items={sampleCookiePolicy} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1. What cookies are' })).toBeInTheDocument();
  });
});
