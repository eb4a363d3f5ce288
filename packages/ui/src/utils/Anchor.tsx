import type { ComponentPropsWithRef } from 'react';
import { useInteractionState } from './interactionState';
import { useRoutedLink, type RouterOptions } from './router';

export interface AnchorProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Where the link goes. An internal path is routed by the app's `RouterProvider`. */
  href?: string;
  /** Handed to the app's router with `href` (see react-aria's `RouterConfig`). */
  routerOptions?: RouterOptions;
  /** Called when the link is followed (a click, a tap, or Enter). */
  onPress?: () => void;
}

/**
 * A plain `<a>`, with no react-aria code behind it, that the app's router routes and that carries
 * the state attributes of react-aria's `Link` (`data-hovered`, `data-pressed`,
 * `data-focus-visible`, `data-current`), so the package styles it the same way.
 */
export function Anchor({ href, routerOptions, onPress, onClick, children, ...rest }: AnchorProps) {
  const link = useRoutedLink(href, routerOptions);
  const state = useInteractionState<HTMLAnchorElement>(rest);
  return (
    <a
      {...rest}
      {...state}
      href={link.href}
      data-current={rest['aria-current'] ? true : undefined}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
        link.onClick(event);
      }}
    >
      {children}
    </a>
  );
}
