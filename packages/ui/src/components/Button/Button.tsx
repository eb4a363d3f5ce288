import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { buttonClassName, buttonContent, type ButtonContentProps } from './buttonLook';
import * as styles from './Button.css';

/** The UI strings of a Button. */
export interface ButtonLabels {
  /** What the spinner means to a screen reader while `isPending`. */
  pending: string;
}

export const defaultButtonLabels: ButtonLabels = { pending: 'Loading' };

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children' | 'style'>, ButtonContentProps {
  /** Shows a spinner, keeps the button's size and ignores presses until the work ends. */
  isPending?: boolean;
  /** Overrides for the UI strings (merged over `defaultButtonLabels`). */
  labels?: Partial<ButtonLabels>;
  ref?: Ref<HTMLButtonElement>;
}

/** A button. Icon-only buttons need an `aria-label`. `ref` and other attributes go to the `<button>`. */
export function Button({
  variant,
  size,
  icon,
  iconPosition = 'start',
  isFullWidth,
  isPending = false,
  labels,
  className,
  children,
  ...rest
}: ButtonProps) {
  const text = { ...defaultButtonLabels, ...labels };
  const inner = buttonContent(icon, iconPosition, children);
  const look = buttonClassName({ variant, size, isFullWidth, isIconOnly: !children });
  return (
    <AriaButton {...rest} isPending={isPending} className={cx(look, className)}>
      {isPending ? (
        <>
          <span className={styles.hiddenLabel}>{inner}</span>
          <span className={styles.spinner} role="progressbar" aria-label={text.pending} />
        </>
      ) : (
        inner
      )}
    </AriaButton>
  );
}
