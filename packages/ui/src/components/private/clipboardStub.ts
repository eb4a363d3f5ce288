// Stories only: the copy buttons' stories put a stub clipboard on navigator (a story's synthetic
// click is no user gesture, so the real clipboard refuses it).

/** Puts `value` as navigator.clipboard for one story; returns the undo. */
export function stubClipboard(value: unknown): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as unknown as Record<string, unknown>).clipboard;
  };
}
