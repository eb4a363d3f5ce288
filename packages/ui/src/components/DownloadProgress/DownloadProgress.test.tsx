import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bottomOffsetProperty, bottomRoom, reserveBottomRoom } from '../../utils/bottomOffset';
import { DownloadProgress, downloadPercent, type DownloadProgressProps } from './DownloadProgress';
import { formatBytes } from './formatBytes';

const MB = 1_000_000;

function setup(props: Partial<DownloadProgressProps> = {}) {
  const base: DownloadProgressProps = {
    fileName: 'Clipnest-3.5.0.zip',
    receivedBytes: 0,
    totalBytes: 20 * MB,
    status: 'downloading',
    variant: 'inline',
  };
  const view = render(<DownloadProgress {...base} {...props} />);
  const update = (next: Partial<DownloadProgressProps>) =>
    view.rerender(<DownloadProgress {...base} {...props} {...next} />);
  return { ...view, update };
}

const liveRegion = () => screen.getByRole('status');

describe('formatBytes', () => {
  it('reads like a file size, in 1000-based units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(370_000)).toBe('370 KB');
    expect(formatBytes(370_400)).toBe('370 KB');
    expect(formatBytes(9 * MB)).toBe('9.0 MB');
    expect(formatBytes(20 * MB)).toBe('20.0 MB');
    expect(formatBytes(15_847_000)).toBe('15.8 MB');
    expect(formatBytes(1_234_567_890)).toBe('1.2 GB');
  });

  it('moves up a unit instead of reading 1000', () => {
    expect(formatBytes(999_600)).toBe('1.0 MB');
    expect(formatBytes(999_960_000)).toBe('1.0 GB');
  });

  it('reads 0 B for counts that are not sizes', () => {
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});

describe('downloadPercent', () => {
  it('rounds down, clamps and knows when the total is unknown', () => {
    expect(downloadPercent(9 * MB, 20 * MB)).toBe(45);
    expect(downloadPercent(11_600_000, 20 * MB)).toBe(58);
    expect(downloadPercent(19_999_999, 20 * MB)).toBe(99);
    expect(downloadPercent(25 * MB, 20 * MB)).toBe(100);
    expect(downloadPercent(-1, 20 * MB)).toBe(0);
    expect(downloadPercent(5, null)).toBeNull();
    expect(downloadPercent(5, 0)).toBeNull();
  });
});

describe('DownloadProgress', () => {
  it('shows the progress as a named progress bar with the percentage and sizes', () => {
    setup({ receivedBytes: 9 * MB });
    const bar = screen.getByRole('progressbar', { name: 'Downloading Clipnest-3.5.0.zip' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45% · 9.0 MB of 20.0 MB');
    expect(screen.getByRole('region', { name: 'Downloading Clipnest-3.5.0.zip' })).toBeInTheDocument();
  });

  it('shows an indeterminate bar with the bytes received when the total is unknown', () => {
    setup({ receivedBytes: 9 * MB, totalBytes: null });
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAccessibleDescription('9.0 MB received');
  });

  it('announces the start, every 25 % step and the end, not every byte', async () => {
    const { update } = setup({ receivedBytes: 0 });
    // Empty at first, then filled, so the start is announced.
    expect(liveRegion()).toHaveTextContent(/^$/);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Downloading Clipnest-3.5.0.zip'));

    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(liveRegion().textContent ?? ''));
    observer.observe(liveRegion(), { childList: true, characterData: true, subtree: true });

    for (const mb of [1, 2, 3, 4.9, 5, 6, 7, 9.9, 10, 12, 14.9, 15.2, 17, 19, 19.99]) {
      update({ receivedBytes: mb * MB });
      await act(async () => {});
    }
    update({ receivedBytes: 20 * MB, status: 'done' });
    await act(async () => {});
    observer.disconnect();

    expect(heard).toEqual([
      '25% · 5.0 MB of 20.0 MB',
      '50% · 10.0 MB of 20.0 MB',
      '76% · 15.2 MB of 20.0 MB',
      'Download complete',
    ]);
  });

  it('starts with what is downloading when it appears mid-download', async () => {
    setup({ receivedBytes: 9 * MB });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Downloading Clipnest-3.5.0.zip'));
  });

  it('announces a failure with its message, and a cancellation', async () => {
    const { update } = setup({ receivedBytes: 3 * MB });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Downloading Clipnest-3.5.0.zip'));
    update({ status: 'failed', message: 'Download failed. Please try again.' });
    expect(liveRegion()).toHaveTextContent('Download failed: Download failed. Please try again.');
    expect(screen.getByText('Download failed. Please try again.')).toBeInTheDocument();
    update({ status: 'cancelled', message: undefined });
    expect(liveRegion()).toHaveTextContent('Download cancelled');
  });

  it('offers Cancel only while downloading, and only with onCancel', () => {
    const onCancel = vi.fn();
    const { update } = setup({ receivedBytes: 3 * MB, onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    for (const status of ['done', 'failed', 'cancelled'] as const) {
      update({ status });
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
    }
    update({ status: 'downloading', onCancel: undefined });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('keeps focus in the notice when Cancel goes away', () => {
    const onDismiss = vi.fn();
    const { update } = setup({ receivedBytes: 3 * MB, onCancel: () => {}, onDismiss });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Cancel' }).focus());
    update({ status: 'cancelled' });
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveFocus();
    fireEvent.click(dismiss);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('passes ref, className and attributes to the section', () => {
    const ref = createRef<HTMLElement>();
    setup({ ref, className: 'mine', 'data-testid': 'progress' } as Partial<DownloadProgressProps>);
    expect(ref.current?.tagName).toBe('SECTION');
    expect(ref.current).toHaveClass('mine');
    expect(ref.current).toHaveAttribute('data-testid', 'progress');
  });
});

describe('DownloadProgress, floating', () => {
  const banner = Symbol('cookie banner');
  afterEach(() => {
    reserveBottomRoom(banner, null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** jsdom has no layout: the section is 88 px tall and sits 108 px above the bottom edge. */
  function stubLayout() {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(88);
    const original = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
      element.tagName === 'SECTION'
        ? ({ bottom: '108px' } as CSSStyleDeclaration)
        : original(element, pseudo),
    );
  }

  function stubMatchMedia(matches: boolean) {
    stubLayout();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
  }

  it('on narrow screens reserves its room above what others reserve, and gives it back', () => {
    stubMatchMedia(true);
    reserveBottomRoom(banner, 96);
    const { unmount } = setup({ variant: 'floating', receivedBytes: 3 * MB });
    const section = screen.getByRole('region');
    // It sits above the cookie banner's 96 px…
    expect(section.style.getPropertyValue(bottomOffsetProperty)).toBe('96px');
    // …and the toasts go above it: its distance from the bottom edge plus its height.
    expect(bottomRoom()).toBe(196);
    unmount();
    expect(bottomRoom()).toBe(96);
  });

  it('follows a new value written by someone else', async () => {
    stubMatchMedia(true);
    setup({ variant: 'floating', receivedBytes: 3 * MB });
    const section = screen.getByRole('region');
    expect(section.style.getPropertyValue(bottomOffsetProperty)).toBe('0px');
    await act(async () => reserveBottomRoom(banner, 120));
    await waitFor(() => expect(section.style.getPropertyValue(bottomOffsetProperty)).toBe('120px'));
    expect(bottomRoom()).toBe(196);
  });

  it('reserves nothing where it sits beside the toasts', () => {
    stubMatchMedia(false);
    const { unmount } = setup({ variant: 'floating', receivedBytes: 3 * MB });
    expect(bottomRoom()).toBe(0);
    unmount();
    expect(bottomRoom()).toBe(0);
  });

  it('inline, it touches nothing outside itself', () => {
    stubMatchMedia(true);
    setup({ variant: 'inline', receivedBytes: 3 * MB });
    expect(bottomRoom()).toBe(0);
  });
});
