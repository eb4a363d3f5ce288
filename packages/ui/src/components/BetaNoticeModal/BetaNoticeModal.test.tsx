import { act, fireEvent, render, screen } from '@testing-library/react';
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
describe('BetaNoticeModal', () => {
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

  it('builds the button label from startLabel', () => {
    renderNotice({ storage: createMemoryStorage(), delay: 0, startLabel: (name) => `Open ${name}` });
    act(() => void vi.runAllTimers());
    expect(screen.getByRole('button', { name: 'Open Clipnest' })).toBeInTheDocument();
  });

  it.each([
    ['its button', () => fireEvent.click(screen.getByRole('button', { name: 'Start Using Clipnest' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(dialog()!, { key: 'Escape' })],
  ])('closed by %s, it stores the flag and never shows again', (_, closeIt) => {
    const storage = createMemoryStorage();
    const onClose = vi.fn();
    const { unmount } = renderNotice({ storage, onClose });
    act(() => void vi.advanceTimersByTime(1000));
    act(() => closeIt());
    act(() => void vi.runAllTimers());
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(true);
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
    const onClose = vi.fn();
    const { unmount } = renderNotice({ storage, onClose });
    act(() => void vi.advanceTimersByTime(1000));
    expect(dialog()).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start Using Clipnest' })));
    expect(onClose).toHaveBeenCalledWith(false);
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
