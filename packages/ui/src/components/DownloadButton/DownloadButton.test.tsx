import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './DownloadButton';
import { useDownloadButton, type ReportProgress, type UseDownloadButtonOptions } from './useDownloadButton';

/** A download the test finishes by hand. */
function controllableDownload() {
  let report: ReportProgress = () => {};
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const download = vi.fn(
    (r: ReportProgress) =>
      new Promise<void>((ok, fail) => {
        report = r;
        resolve = ok;
        reject = fail;
      }),
  );
  return {
    download,
    report: (p: number | null) => act(() => report(p)),
    succeed: () => act(async () => resolve()),
    fail: (error: unknown) => act(async () => reject(error)),
  };
}

function setup(options: Partial<UseDownloadButtonOptions> = {}) {
  const control = controllableDownload();
  const onAuthRequired = vi.fn();
  const hook = renderHook((props: Partial<UseDownloadButtonOptions>) =>
    useDownloadButton({
      isAuthorized: true,
      onAuthRequired,
      download: control.download,
      ...options,
      ...props,
    }),
  );
  const press = () => act(async () => hook.result.current.press());
  return { ...control, onAuthRequired, hook, press };
}

describe('useDownloadButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts one download on an authorized click and reports its progress', async () => {
    const { hook, press, download, report } = setup();
    await press();
    expect(hook.result.current.state).toEqual({ status: 'preparing' });
    expect(download).toHaveBeenCalledTimes(1);
    report(null);
    expect(hook.result.current.buttonProps).toMatchObject({ status: 'downloading', progress: null });
    report(40);
    expect(hook.result.current.buttonProps).toMatchObject({ status: 'downloading', progress: 40 });
  });

  it('never starts two downloads, however often it is pressed while busy', async () => {
    const { press, download, report, succeed } = setup();
    await press();
    await press();
    report(10);
    await press();
    await succeed();
    await press();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('asks for auth and starts nothing when the visitor is not authorized', async () => {
    const { hook, press, download, onAuthRequired } = setup({ isAuthorized: false });
    await press();
    expect(hook.result.current.state.status).toBe('needsAuth');
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    await press();
    expect(onAuthRequired).toHaveBeenCalledTimes(2);
    expect(download).not.toHaveBeenCalled();
  });

  it('carries on with the requested download once authorized', async () => {
    const { hook, press, download } = setup({ isAuthorized: false });
    await press();
    await act(async () => hook.rerender({ isAuthorized: true }));
    expect(hook.result.current.state.status).toBe('preparing');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('goes back to idle when the auth request is cancelled', async () => {
    const { hook, press, download } = setup({ isAuthorized: false });
    await press();
    act(() => hook.result.current.cancelAuth());
    expect(hook.result.current.state.status).toBe('idle');
    await act(async () => hook.rerender({ isAuthorized: true }));
    expect(hook.result.current.state.status).toBe('idle');
    expect(download).not.toHaveBeenCalled();
  });

  it('resets to idle 2000 ms after a success', async () => {
    const { hook, press, succeed } = setup();
    await press();
    await succeed();
    expect(hook.result.current.state.status).toBe('done');
    act(() => vi.advanceTimersByTime(1999));
    expect(hook.result.current.state.status).toBe('done');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.state.status).toBe('idle');
  });

  it('keeps the error message and resets after the given delay on failure', async () => {
    const { hook, press, fail } = setup({ resetAfterMs: 500 });
    await press();
    await fail(new Error('Network error'));
    expect(hook.result.current.state).toEqual({ status: 'failed', error: 'Network error' });
    expect(hook.result.current.buttonProps.errorMessage).toBe('Network error');
    act(() => vi.advanceTimersByTime(499));
    expect(hook.result.current.state.status).toBe('failed');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.state.status).toBe('idle');
  });

  it('fails without a message when the rejection carries none', async () => {
    const { hook, press, fail } = setup();
    await press();
    await fail(undefined);
    expect(hook.result.current.state).toEqual({ status: 'failed' });
  });

  it('treats a download that throws synchronously as a failure', async () => {
    const { hook, press } = setup({
      download: () => {
        throw new Error('No file');
      },
    });
    await press();
    await act(async () => {});
    expect(hook.result.current.state).toEqual({ status: 'failed', error: 'No file' });
  });

  it('can download again after the reset', async () => {
    const { press, download, succeed } = setup();
    await press();
    await succeed();
    act(() => vi.advanceTimersByTime(2000));
    await press();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('clears the reset timer on unmount', async () => {
    const { hook, press, succeed } = setup();
    await press();
    await succeed();
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('DownloadButton', () => {
  it('reads the idle label of its variant and reports presses', () => {
    const onPress = vi.fn();
    const { rerender } = render(<DownloadButton onPress={onPress} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Now' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<DownloadButton variant="compact" onPress={onPress} />);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('is disabled and reads the busy label with the percentage while downloading', () => {
    const onPress = vi.fn();
    render(<DownloadButton status="downloading" progress={40.4} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Downloading... 40%' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Downloading...' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('clamps a controlled progress and shows an indeterminate bar without one', () => {
    const { rerender } = render(<DownloadButton status="downloading" progress={250} />);
    expect(screen.getByRole('button', { name: 'Downloading... 100%' })).toBeInTheDocument();
    rerender(<DownloadButton status="downloading" progress={null} />);
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('announces the outcome, with the error message', () => {
    const { rerender } = render(<DownloadButton status="done" labels={{ done: 'Saved' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<DownloadButton status="failed" labels={{ failed: 'Failed' }} errorMessage="Offline" />);
    expect(screen.getByRole('status')).toHaveTextContent('Failed: Offline');
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes every UI string from labels', () => {
    const { rerender } = render(
      <DownloadButton
        status="downloading"
        progress={7}
        labels={{ downloading: 'Wird geladen', progress: (percent, busy) => `${busy} (${percent} %)` }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Wird geladen (7 %)' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wird geladen' })).toBeInTheDocument();
    rerender(<DownloadButton labels={{ idle: (variant) => `Laden (${variant})` }} />);
    expect(screen.getByRole('button', { name: 'Laden (hero)' })).toBeInTheDocument();
    rerender(<DownloadButton variant="compact" labels={{ idle: 'Laden' }} />);
    expect(screen.getByRole('button', { name: 'Laden' })).toBeInTheDocument();
  });

  it('defaults the idle label by variant', () => {
    const { rerender } = render(<DownloadButton />);
    expect(screen.getByRole('button', { name: 'Download Now' })).toBeInTheDocument();
    rerender(<DownloadButton variant="compact" />);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('passes ref, className and attributes to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <>
        <p id="meta">Version 3.5.0, 20 MB</p>
        <DownloadButton ref={ref} className="mine" id="download" data-place="hero" aria-describedby="meta" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Download Now' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass('mine');
    expect(button).toHaveAttribute('id', 'download');
    expect(button).toHaveAttribute('data-place', 'hero');
    expect(button).toHaveAccessibleDescription('Version 3.5.0, 20 MB');
  });
});
