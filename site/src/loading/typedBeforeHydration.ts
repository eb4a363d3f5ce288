// An island that waits for the visitor to reach into it (`when="reached"`: a form) hydrates while
// they are already typing: the fields work as plain HTML, and what they typed is in them but not
// in React's state (hydration keeps a field's value and takes it as the one React rendered).
// Once the island has hydrated, each field the visitor changed is told to React as the change it
// was, so nothing typed is lost and the form validates what it shows.

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The value setter of the element's class: React watches the element's own `value`, not this. */
function setUnseen(field: TextControl, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Each change is read before any is passed on: the first one re-renders the island, which sets
 * every other field back to what React holds.
 */
export function replayTypedChanges(root: HTMLElement): void {
  const changes: (() => void)[] = [];
  for (const field of root.querySelectorAll<TextControl>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      // Back as rendered (React's own setter), then the visitor's click again: React sees the change.
      changes.push(() => {
        field.checked = field.defaultChecked;
        field.click();
      });
      continue;
    }
    // After hydration a field's default is the value React rendered into it.
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    changes.push(() => {
      field.value = field.defaultValue;
      setUnseen(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  for (const select of root.querySelectorAll('select')) {
    if ([...select.options].every((option) => option.selected === option.defaultSelected)) continue;
    const chosen = select.value;
    changes.push(() => {
      select.value = chosen;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  for (const change of changes) change();
}
