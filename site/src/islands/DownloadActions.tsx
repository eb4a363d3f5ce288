// An island: a call to action's buttons — the journey's Download Now and a secondary link.
import { ButtonLink } from '@clipnest/ui';
import { DownloadAction } from '../app/download';

/** `label`: the Download button's own words where a page has them (default 'Download Now'). */
export default function DownloadActions({
  label,
  secondary,
}: {
  label?: string;
  secondary: { href: string; label: string };
}) {
  return (
    <>
      <DownloadAction variant="hero" label={label} />
      <ButtonLink href={secondary.href} variant="surface" size={4}>
        {secondary.label}
      </ButtonLink>
    </>
  );
}
