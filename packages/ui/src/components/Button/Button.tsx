import { isValidElement, type CSSProperties, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { Icon, type IconProp } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = [1, 2, 3] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** The UI strings of a Button. */
export interface ButtonLabels {
  /** What the spinner means to a screen reader while `isPending`. */
  pending: string;
}

export const defaultButtonLabels: ButtonLabels = { pending: 'Loading' };

/** The choices that make a button's look (see `buttonClassName`). */
export interface ButtonLook {
  /** `solid` for the main action, `soft` for secondary ones, `ghost` for quiet ones. */
  variant?: ButtonVariant;
  /** 1 small, 2 default, 3 large (hero). */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  isFullWidth?: boolean;
  /** A square button that holds only an icon (it then needs an `aria-label`). */
  isIconOnly?: boolean;
}

/**
 * The class names of the button look, for an element of your own that must look like a Button
 * or ButtonLink (e.g. a router's link component):
 *
 * ```tsx
 * <RouterLink to="/pricing" className={buttonClassName({ variant: 'soft', size: 3 })}>Pricing</RouterLink>
 * ```
 *
 * Hover, pressed and focus looks follow react-aria's `data-hovered`, `data-pressed` and
 * `data-focus-visible` attributes, so they show on react-aria components (or wherever you set
 * those attributes).
 */
export function buttonClassName({
  variant = 'solid',
  size = 2,
  isFullWidth = false,
  isIconOnly = false,
}: ButtonLook = {}): string {
  return styles.button({ variant, size, isFullWidth, isIconOnly });
}

interface ButtonContentProps extends Omit<ButtonLook, 'isIconOnly'> {
  /** An icon from the set, or your own element, before the label (after it with `iconPosition="end"`). */
  icon?: IconProp;
  iconPosition?: 'start' | 'end';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children' | 'style'>, ButtonContentProps {
  /** Shows a spinner, keeps the button's size and ignores presses until the work ends. */
  isPending?: boolean;
  /** Overrides for the UI strings (merged over `defaultButtonLabels`). */
  labels?: Partial<ButtonLabels>;
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonLinkProps
  extends Omit<AriaLinkProps, 'className' | 'children' | 'style'>, ButtonContentProps {
  ref?: Ref<HTMLAnchorElement>;
}

function content(icon: IconProp | undefined, iconPosition: 'start' | 'end', children: ReactNode) {
  // Decorative: the button's label (or aria-label) names it.
  const glyph =
    icon === undefined ? null : isValidElement(icon) ? (
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Icon name={icon} size="1.15em" />
    );
  return (
    <>
      {iconPosition === 'start' && glyph}
      {children}
      {iconPosition === 'end' && glyph}
    </>
  );
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
  const inner = content(icon, iconPosition, children);
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

/**
 * A link that looks like a button: for navigation and downloads, never for actions. A react-aria
 * `Link`, so the app's `RouterProvider` routes it. `ref` and other attributes go to the `<a>`.
 */
export function ButtonLink({
  variant,
  size,
  icon,
  iconPosition = 'start',
  isFullWidth,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const look = buttonClassName({ variant, size, isFullWidth, isIconOnly: !children });
  return (
    <AriaLink {...rest} className={cx(look, className)}>
      {content(icon, iconPosition, children)}
    </AriaLink>
  );
}
