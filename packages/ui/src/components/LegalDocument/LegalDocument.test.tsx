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
    expect(observe).toHaveBeenCalledTimes(sampleCookiePolicy.length);
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

  it('levels headings under the title and names the numbered sections', () => {
    render(<LegalDocument title="Terms" headingLevel={2} items={sampleCookiePolicy} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1. What cookies are' })).toBeInTheDocument();
  });
});
