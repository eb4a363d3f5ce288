import { VisuallyHidden } from '../VisuallyHidden';

/** The polite live region a form uses for errors that cannot be announced by moving focus. */
export function FormAnnouncer({ text, announcementKey }: { text: string; announcementKey: number }) {
  return (
    <VisuallyHidden aria-live="polite">
      <span key={announcementKey}>{text}</span>
    </VisuallyHidden>
  );
}
