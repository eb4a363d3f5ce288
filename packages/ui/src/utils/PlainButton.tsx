import type { ComponentPropsWithRef } from 'react';
import { useInteractionState } from './interactionState';

export interface PlainButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Called when the button is pressed (a click, a tap, Enter or Space). */
  onPress?: () => void;
}

/**
 * A plain `<button type="button">`, with no react-aria code behind it, for the buttons a page's
 * first screen shows: it carries react-aria's state attributes (`data-hovered`, `data-pressed`,
 * `data-focus-visible`) so the package styles it like a react-aria `Button`, and it takes focus
 * when clicked in every browser (Safari does not by itself), so a dialog it opens can give focus
 * back to it.
 */
export function PlainButton({ onPress, onClick, ...rest }: PlainButtonProps) {
  const state = useInteractionState<HTMLButtonElement>(rest, {
    pressKeys: ['Enter', ' '],
    isDisabled: Boolean(rest.disabled) || rest['aria-disabled'] === true,
  });
  return (
    <button
      type="button"
      {...rest}
      {...state}
      onClick={(event) => {
        onClick?.(event);
        event.currentTarget.focus();
        onPress?.();
      }}
    />
  );
}
