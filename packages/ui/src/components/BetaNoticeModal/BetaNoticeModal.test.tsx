import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlockedStorage, createMemoryStorage } from '../CookieConsent/memoryStorage';
import { BetaNoticeModal, type BetaNoticeModalProps } from './BetaNoticeModal';

function renderNotice(props: Partial<BetaNoticeModalProps> = {}) {
  return render(
    <BetaNoticeModal productName="Clipnest" title="Welcome to the beta" {...props}>
      <p>Thanks for trying it early.</p>
    </BetaNoticeModal>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Welcome to the beta' });

// A click outside is covered by the story 'Closed by a click outside' (real pointer events).
describe('BetaNoticeModal', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 1000 ms after mount by default, with the product in the button', () => {
    renderNotice({ storage: createMemoryStorage() });
    act(() => void vi.advanceTimersByTime(999));
    expect(dialog()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Using Clipnest' })).toBeInTheDocument();
  });

  it('builds the button label from labels.start and names the close button with labels.close', () => {
    renderNotice({
      storage: createMemoryStorage(),
      delay: 0,
      labels: { start: (name) => `Open ${name}`, close: 'Schließen' },
    });
    act(() => void vi.runAllTimers());
    expect(screen.getByRole('button', { name: 'Open Clipnest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('can leave out the close button', () => {
    renderNotice({ storage: createMemoryStorage(), delay: 0, hideCloseButton: true });
    act(() => void vi.runAllTimers());
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('passes ref and attributes to the dialog element', () => {
    const ref = createRef<HTMLElement>();
    renderNotice({ storage: createMemoryStorage(), delay: 0, ref, className: 'mine', id: 'beta' });
    act(() => void vi.runAllTimers());
    expect(ref.current).toBe(dialog());
    expect(dialog()).toHaveClass('mine');
    expect(dialog()).toHaveAttribute('id', 'beta');
  });

  it('keeps its flag under the given storage key', () => {
    const storage = createMemoryStorage({ hasSeenBetaModal: 'true' });
    renderNotice({ storage, storageKeys: { seen: 'acme-beta-seen' } });
    act(() => void vi.advanceTimersByTime(1000));
    // The default key does not count for a renamed one.
    expect(dialog()).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start Using Clipnest' })));
    expect(storage.getItem('acme-beta-seen')).toBe('true');
  });

  it.each([
    ['its button', () => fireEvent.click(screen.getByRole('button', { name: 'Start Using Clipnest' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(dialog()!, { key: 'Escape' })],
  ])('closed by %s, it stores the flag and never shows again', (_, closeIt) => {
    const storage = createMemoryStorage();
    const onOpenChange = vi.fn();
    const { unmount } = renderNotice({ storage, onOpenChange });
    act(() => void vi.advanceTimersByTime(1000));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    act(() => closeIt());
    act(() => void vi.runAllTimers());
    expect(dialog()).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(storage.getItem('hasSeenBetaModal')).toBe('true');

    unmount();
    renderNotice({ storage });
    act(() => void vi.advanceTimersByTime(5000));
    expect(dialog()).toBeNull();
  });

  it('stays closed on a later visit (flag already stored)', () => {
    renderNotice({ storage: createMemoryStorage({ hasSeenBetaModal: 'true' }) });
    act(() => void vi.advanceTimersByTime(5000));
    expect(dialog()).toBeNull();
  });

  it('shows once per page load when the storage throws', () => {
    const storage = createBlockedStorage();
    const onOpenChange = vi.fn();
    const { unmount } = renderNotice({ storage, onOpenChange });
    act(() => void vi.advanceTimersByTime(1000));
    expect(dialog()).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start Using Clipnest' })));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    unmount();
    renderNotice({ storage });
    act(() => void vi.advanceTimersByTime(5000));
    expect(dialog()).toBeNull();
  });

  it('does not open if unmounted before the delay', () => {
    const storage = createMemoryStorage();
    const { unmount } = renderNotice({ storage });
    unmount();
    act(() => void vi.advanceTimersByTime(5000));
    expect(storage.entries()).toEqual({});
  });
});
