import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = [1, 2, 3] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonLookProps {
  /** `solid` for the main action, `soft` for secondary ones, `ghost` for quiet ones. */
  variant?: ButtonVariant;
  /** 1 small, 2 default, 3 large (hero). */
  size?: ButtonSize;
  /** An icon from the set, before the label (or after it with `iconPosition="end"`). */
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children' | 'style'>, ButtonLookProps {
  /** Shows a spinner, keeps the button's size and ignores presses until the work ends. */
  isPending?: boolean;
  /** What the spinner means to a screen reader. */
  pendingLabel?: string;
}

export interface ButtonLinkProps
  extends Omit<AriaLinkProps, 'className' | 'children' | 'style'>, ButtonLookProps {}

function content(icon: IconName | undefined, iconPosition: 'start' | 'end', children: ReactNode) {
  const glyph = icon ? <Icon name={icon} size="1.15em" /> : null;
  return (
    <>
      {iconPosition === 'start' && glyph}
      {children}
      {iconPosition === 'end' && glyph}
    </>
  );
}

/** A button. Icon-only buttons need an `aria-label`. */
export function Button({
  variant = 'solid',
  size = 2,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  isPending = false,
  pendingLabel = 'Loading',
  className,
  children,
  ...rest
}: ButtonProps) {
  const inner = content(icon, iconPosition, children);
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={cx(styles.button({ variant, size, fullWidth, iconOnly: !children }), className)}
    >
      {isPending ? (
        <>
          <span className={styles.hiddenLabel}>{inner}</span>
          <span className={styles.spinner} role="progressbar" aria-label={pendingLabel} />
        </>
      ) : (
        inner
      )}
    </AriaButton>
  );
}

/** A link that looks like a button: for navigation and downloads, never for actions. */
export function ButtonLink({
  variant = 'solid',
  size = 2,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <AriaLink
      {...rest}
      className={cx(styles.button({ variant, size, fullWidth, iconOnly: !children }), className)}
    >
      {content(icon, iconPosition, children)}
    </AriaLink>
  );
}
