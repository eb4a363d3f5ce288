import { isValidElement, type CSSProperties, type ReactNode } from 'react';
import { Icon, type IconProp } from '../Icon';
import * as styles from './Button.css';

// The look and the inside shared by Button and ButtonLink. Each of those is its own module, so an
// app that shows only ButtonLinks (a first screen) loads no react-aria button code.

export const buttonVariants = ['solid', 'soft', 'surface', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
/** 4 matches the hero download button, for the button beside it. */
export const buttonSizes = [1, 2, 3, 4] as const;
export type ButtonSize = (typeof buttonSizes)[number];

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
 * <RouterLink to="/pricing" className={buttonClassName({ variant: 'surface', size: 3 })}>Pricing</RouterLink>
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

export interface ButtonContentProps extends Omit<ButtonLook, 'isIconOnly'> {
  /** An icon from the set, or your own element, before the label (after it with `iconPosition="end"`). */
  icon?: IconProp;
  iconPosition?: 'start' | 'end';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function buttonContent(
  icon: IconProp | undefined,
  iconPosition: 'start' | 'end',
  children: ReactNode,
) {
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
