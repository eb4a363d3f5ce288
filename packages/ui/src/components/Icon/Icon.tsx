import { isValidElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import * as styles from './Icon.css';
import { iconPaths, type IconName } from './icons';
import { cx } from '../../utils/cx';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'name'> {
  name: IconName;
  /** Width and height in px, or any CSS length. Defaults to 1em so the icon follows the text. */
  size?: number | string;
  /**
   * What the icon means, for screen readers. Without it the icon is decorative and hidden from
   * assistive technology (give the surrounding control a label instead).
   */
  label?: string;
  /** Fill the shape with the current colour (for example a rated star). */
  filled?: boolean;
}

/** What an `icon` prop takes: a name from the built-in set, or any React element (an app's own icon). */
export type IconProp = IconName | ReactElement;

/** An SVG icon from the built-in set. `ref` and the remaining attributes go to the `<svg>`. */
export function Icon({ name, size = '1em', label, filled = false, className, ...rest }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...a11y}
      {...rest}
      className={cx(styles.root, filled && styles.filled, className)}
    >
      {/* One path for all its strokes: a page of icons has a third fewer elements to style and lay
          out. Filled, each shape keeps its own path: joined, shapes that overlap could cancel
          each other out (the nonzero fill rule) and leave a hole. */}
      {filled ? iconPaths[name].map((d) => <path key={d} d={d} />) : <path d={iconPaths[name].join(' ')} />}
    </svg>
  );
}

/**
 * Renders an `icon` prop: a built-in name becomes an `<Icon>` with the given props; an element is
 * returned as it is (the caller decides how to hide it when it is decorative).
 */
export function renderIcon(icon: IconProp | undefined, props: Omit<IconProps, 'name'> = {}): ReactNode {
  if (icon === undefined) return null;
  if (isValidElement(icon)) return icon;
  return <Icon {...props} name={icon} />;
}
