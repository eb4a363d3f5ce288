import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastController, defaultToastTimeout, toast } from './toastQueue';

describe('createToastController', () => {
  it('shows a success and an error toast with their tone and message', () => {
    const toasts = createToastController();
    toasts.success('Saved');
    expect(toasts.queue.visibleToasts.map((t) => t.content)).toEqual([
      { tone: 'success', message: 'Saved', timeout: undefined },
    ]);
    toasts.error('Failed', { timeout: 8000 });
    expect(toasts.queue.visibleToasts.map((t) => t.content)).toEqual([
      { tone: 'error', message: 'Failed', timeout: 8000 },
    ]);
  });

  it('replaces the current toast: only the newest is visible', () => {
    const toasts = createToastController();
    const first = toasts.success('First');
    const second = toasts.error('Second');
    expect(second).not.toBe(first);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    expect(toasts.queue.visibleToasts[0]!.key).toBe(second);
  });

  it('never brings a replaced toast back when the newest closes', () => {
    const toasts = createToastController();
    toasts.success('One');
    toasts.success('Two');
    const third = toasts.success('Three');
    toasts.dismiss(third);
    expect(toasts.queue.visibleToasts).toEqual([]);
  });

  it('tells the replaced toast it closed', () => {
    const toasts = createToastController();
    const onClose = vi.fn();
    toasts.success('First', { onClose });
    toasts.success('Second');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('never shows an empty region between two toasts', () => {
    const toasts = createToastController();
    toasts.success('First');
    const seen: number[] = [];
    const unsubscribe = toasts.queue.subscribe(() => seen.push(toasts.queue.visibleToasts.length));
    toasts.error('Second');
    unsubscribe();
    expect(seen).not.toContain(0);
  });

  it('dismisses the current toast, or one by key', () => {
    const toasts = createToastController();
    const key = toasts.success('Saved');
    toasts.dismiss('someone-else');
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    toasts.dismiss(key);
    expect(toasts.queue.visibleToasts).toHaveLength(0);
    toasts.error('Failed');
    toasts.dismiss();
    expect(toasts.queue.visibleToasts).toHaveLength(0);
    expect(() => toasts.dismiss()).not.toThrow();
  });

  it('gives every toast a timer: the per-call timeout or the default', () => {
    const toasts = createToastController();
    toasts.success('Default');
    expect(toasts.queue.visibleToasts[0]).toMatchObject({ timeout: defaultToastTimeout });
    expect(toasts.queue.visibleToasts[0]!.timer).toBeDefined();
    toasts.success('Short', { timeout: 1000 });
    expect(toasts.queue.visibleToasts[0]).toMatchObject({ timeout: 1000 });
  });

  it('keeps separate controllers apart', () => {
    const a = createToastController();
    const b = createToastController();
    a.success('Only in a');
    expect(b.queue.visibleToasts).toHaveLength(0);
  });
});

describe('toast (app-wide)', () => {
  beforeEach(() => toast.dismiss());
  afterEach(() => toast.dismiss());

  it('is callable from anywhere', () => {
    toast.success('Cookie preferences saved successfully.');
    toast.error('Something went wrong');
    expect(toast.queue.visibleToasts.map((t) => t.content.message)).toEqual(['Something went wrong']);
  });
});
