import { Anchor, type AnchorProps } from '../../utils/Anchor';
import { cx } from '../../utils/cx';
import { buttonClassName, buttonContent, type ButtonContentProps } from './buttonLook';

export interface ButtonLinkProps
  extends Omit<AnchorProps, 'className' | 'children' | 'style'>, ButtonContentProps {}

/**
 * A link that looks like a button: for navigation and downloads, never for actions. The app's
 * `RouterProvider` routes it. A plain `<a>`: no react-aria code comes with it into a first load.
 * `ref` and other attributes go to the `<a>`. It carries `data-button`, so checks that read the
 * prerendered HTML (the casing rule's Title Case for buttons) can tell it from a text link.
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
    <Anchor {...rest} data-button="" className={cx(look, className)}>
      {buttonContent(icon, iconPosition, children)}
    </Anchor>
  );
}
