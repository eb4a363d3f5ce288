import type { CSSProperties, Ref } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { bottomOffsetProperty, useBottomRoom } from '../../utils/bottomOffset';
import { cx } from '../../utils/cx';
import {
  defaultToastTimeout,
  toast as appToasts,
  type ToastController,
  type ToastMessage,
  type ToastTone,
} from './toastQueue';
import * as styles from './Toast.css';

/** The UI strings of the Toaster. */
export interface ToasterLabels extends Record<ToastTone, string> {
  /** The name of each toast's close button. */
  close: string;
  /** Read before a success message, so the tone is not carried by colour and icon alone. */
  success: string;
  /** Read before an error message. */
  error: string;
}

export const defaultToasterLabels: ToasterLabels = { close: 'Close', success: 'Success', error: 'Error' };

export interface ToasterProps extends Omit<
  AriaToastRegionProps<ToastMessage>,
  'queue' | 'children' | 'className' | 'style'
> {
  /** The queue to show. Defaults to the app-wide `toast`; pass one from `createToastController()` to isolate. */
  queue?: ToastController;
  /** How long a toast stays, in ms, unless the call gave its own `timeout`. Paused on hover and focus. */
  timeout?: number;
  /** Overrides for the UI strings (merged over `defaultToasterLabels`). */
  labels?: Partial<ToasterLabels>;
  /** The name of the notifications landmark (react-aria's localized 'Notifications' by default). */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  /** Reaches the notifications region (present only while a toast shows). */
  ref?: Ref<HTMLDivElement>;
}

const toneIcons = { success: 'check-circle', error: 'x-circle' } as const;

/**
 * Shows the toasts of `toast.success(…)` / `toast.error(…)`. Mount it once, inside the
 * ThemeProvider. One toast at a time, announced to screen readers, closed by its button, by
 * `toast.dismiss()` or after `timeout` (paused while hovered or focused). F6 moves focus to it.
 * `ref` and other attributes go to the notifications region.
 */
export function Toaster({
  queue = appToasts,
  timeout = defaultToastTimeout,
  labels,
  className,
  style,
  ...rest
}: ToasterProps) {
  const text = { ...defaultToasterLabels, ...labels };
  // Above what holds the bottom of the viewport (the cookie banner, a download panel).
  const room = useBottomRoom();
  const placement = room > 0 ? ({ [bottomOffsetProperty]: `${room}px` } as CSSProperties) : undefined;
  return (
    <AriaToastRegion
      {...rest}
      queue={queue.queue}
      className={cx(styles.region, className)}
      style={placement || style ? { ...style, ...placement } : undefined}
    >
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
                <VisuallyHidden>{text[tone]}:</VisuallyHidden> {message}
              </Text>
            </AriaToastContent>
            <Button
              slot="close"
              variant="ghost"
              size={1}
              icon="close"
              aria-label={text.close}
              className={styles.close}
            />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
