import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/**
 * The toast queue behind `toast.success(…)` / `toast.error(…)`: framework-free, so the site can
 * call it from anywhere (services, event handlers), and a mounted `<Toaster />` shows it.
 *
 * Only one toast exists at a time: a new one replaces the current one, and nothing waits behind
 * it (closing the newest never brings back an older one).
 */

export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** The default time a toast stays on screen, in ms (timers pause on hover and focus). */
export const defaultToastTimeout = 5000;

export interface ToastMessage {
  tone: ToastTone;
  message: string;
  /** A per-toast timeout; otherwise the Toaster's `timeout` applies. */
  timeout?: number;
}

export interface ShowToastOptions {
  /** Auto-dismiss after this many ms instead of the Toaster's `timeout`. */
  timeout?: number;
  /** Called when the toast closes: by the user, by its timer or by being replaced. */
  onClose?: () => void;
}

export interface ToastController {
  /** Shows a success toast, replacing any current toast. Returns its key. */
  success(message: string, options?: ShowToastOptions): string;
  /** Shows an error toast, replacing any current toast. Returns its key. */
  error(message: string, options?: ShowToastOptions): string;
  /** Shows a toast of the given tone, replacing any current toast. Returns its key. */
  show(tone: ToastTone, message: string, options?: ShowToastOptions): string;
  /** Closes the toast with this key, or the current toast when no key is given. */
  dismiss(key?: string): void;
  /** The react-aria queue a `<Toaster />` renders. */
  readonly queue: ToastQueue<ToastMessage>;
}

/** A separate toast queue (for tests, stories, or a second app on the page). */
export function createToastController(): ToastController {
  const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

  function show(tone: ToastTone, message: string, options: ShowToastOptions = {}): string {
    const replaced = queue.visibleToasts.map((current) => current.key);
    // Add first, then close the old one, so the region never flickers empty in between.
    const key = queue.add(
      { tone, message, timeout: options.timeout },
      // A timer must exist from the start; the Toaster sets its real length when it shows the toast.
      { timeout: options.timeout ?? defaultToastTimeout, onClose: options.onClose },
    );
    for (const old of replaced) queue.close(old);
    return key;
  }

  return {
    queue,
    show,
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    dismiss(key) {
      const keys = key ? [key] : queue.visibleToasts.map((current) => current.key);
      for (const k of keys) queue.close(k);
    },
  };
}

/** The app-wide toasts: `toast.success('Saved')`, `toast.error('Failed')`, `toast.dismiss()`. */
export const toast: ToastController = createToastController();
