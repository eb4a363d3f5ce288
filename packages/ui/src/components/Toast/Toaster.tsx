import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { defaultToastTimeout, toast as appToasts, type ToastController, type ToastTone } from './toastQueue';
import * as styles from './Toast.css';

export interface ToasterProps {
  /** The queue to show. Defaults to the app-wide `toast`; pass one from `createToastController()` to isolate. */
  queue?: ToastController;
  /** How long a toast stays, in ms, unless the call gave its own `timeout`. Paused on hover and focus. */
  timeout?: number;
  /** The close button's label. */
  closeLabel?: string;
  /** Read before the message so the tone is not carried by colour and icon alone. */
  toneLabels?: Record<ToastTone, string>;
  /** The name of the notifications landmark (react-aria's localized 'Notifications' by default). */
  'aria-label'?: string;
}

const toneIcons = { success: 'check-circle', error: 'x-circle' } as const;
const defaultToneLabels: Record<ToastTone, string> = { success: 'Success', error: 'Error' };

/**
 * Shows the toasts of `toast.success(…)` / `toast.error(…)`. Mount it once, inside the
 * ThemeProvider. One toast at a time, announced to screen readers, closed by its button, by
 * `toast.dismiss()` or after `timeout` (paused while hovered or focused). F6 moves focus to it.
 */
export function Toaster({
  queue = appToasts,
  timeout = defaultToastTimeout,
  closeLabel = 'Close',
  toneLabels = defaultToneLabels,
  'aria-label': ariaLabel,
}: ToasterProps) {
  return (
    <AriaToastRegion queue={queue.queue} className={styles.region} aria-label={ariaLabel}>
      {({ toast }) => {
        const { tone, message } = toast.content;
        return (
          <AriaToast
            // react-aria starts the timer with this length when the toast appears.
            toast={{ ...toast, timeout: toast.content.timeout ?? timeout }}
            className={styles.toast({ tone })}
            data-tone={tone}
          >
            <Icon name={toneIcons[tone]} size="1.25rem" className={styles.icon({ tone })} />
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.message}>
                <VisuallyHidden>{toneLabels[tone]}:</VisuallyHidden> {message}
              </Text>
            </AriaToastContent>
            <Button
              slot="close"
              variant="ghost"
              size={1}
              icon="close"
              aria-label={closeLabel}
              className={styles.close}
            />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
