import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from 'react';

type Handler<E> = ((event: E) => void) | undefined;

/** The element handlers a plain element passes through while the hook listens to them. */
export interface InteractionHandlers<T extends Element> {
  onPointerEnter?: Handler<PointerEvent<T>>;
  onPointerLeave?: Handler<PointerEvent<T>>;
  onPointerDown?: Handler<PointerEvent<T>>;
  onPointerUp?: Handler<PointerEvent<T>>;
  onPointerCancel?: Handler<PointerEvent<T>>;
  onKeyDown?: Handler<KeyboardEvent<T>>;
  onKeyUp?: Handler<KeyboardEvent<T>>;
  onFocus?: Handler<FocusEvent<T>>;
  onBlur?: Handler<FocusEvent<T>>;
}

const chain =
  <E extends SyntheticEvent>(own: (event: E) => void, theirs: Handler<E>) =>
  (event: E) => {
    theirs?.(event);
    own(event);
  };

/**
 * The `data-hovered`, `data-pressed` and `data-focus-visible` attributes react-aria components
 * carry, for a plain `<a>` or `<button>`: the package's styles key on them, so a plain element and
 * a react-aria one look the same in every state. Hover counts mouse and pen only (a tap leaves no
 * hover behind); focus is visible when the browser says so (`:focus-visible`).
 */
export function useInteractionState<T extends HTMLElement>(
  handlers: InteractionHandlers<T>,
  { pressKeys = ['Enter'], isDisabled = false }: { pressKeys?: string[]; isDisabled?: boolean } = {},
) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const events: Required<InteractionHandlers<T>> = {
    onPointerEnter: chain((event) => setHovered(event.pointerType !== 'touch'), handlers.onPointerEnter),
    onPointerLeave: chain(() => {
      setHovered(false);
      setPressed(false);
    }, handlers.onPointerLeave),
    onPointerDown: chain((event) => setPressed(event.button === 0), handlers.onPointerDown),
    onPointerUp: chain(() => setPressed(false), handlers.onPointerUp),
    onPointerCancel: chain(() => setPressed(false), handlers.onPointerCancel),
    onKeyDown: chain((event) => {
      if (pressKeys.includes(event.key)) setPressed(true);
      // A key pressed while focused makes the focus visible, as it does for react-aria.
      setFocusVisible(event.currentTarget.matches(':focus-visible'));
    }, handlers.onKeyDown),
    onKeyUp: chain(() => setPressed(false), handlers.onKeyUp),
    onFocus: chain(
      (event) => setFocusVisible(event.currentTarget.matches(':focus-visible')),
      handlers.onFocus,
    ),
    onBlur: chain(() => {
      setFocusVisible(false);
      setPressed(false);
    }, handlers.onBlur),
  };
  const active = !isDisabled;
  return {
    ...events,
    'data-hovered': (active && hovered) || undefined,
    'data-pressed': (active && pressed) || undefined,
    'data-focus-visible': focusVisible || undefined,
  };
}
