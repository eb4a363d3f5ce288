import { isValidElement, type ReactElement } from 'react';
import { Icon, type IconName } from '../Icon';

/** An icon prop: a name from the built-in set, or any React element (an app's own icon). */
export type IconProp = IconName | ReactElement;

/** Renders an icon prop decoratively; elements are returned as given. */
export function renderIcon(icon: IconProp | undefined, size: number | string = 20, className?: string) {
  if (icon === undefined) return null;
  if (isValidElement(icon)) return icon;
  return <Icon name={icon as IconName} size={size} className={className} />;
}
