// An island: a call to action's buttons — the journey's Download Now and a secondary link.
import { ButtonLink } from '@clipnest/ui';
import { DownloadAction } from '../app/download';

export default function DownloadActions({ secondary }: { secondary: { href: string; label: string } }) {
  return (
    <>
      <DownloadAction variant="hero" />
      <ButtonLink href={secondary.href} variant="soft" size={4}>
        {secondary.label}
      </ButtonLink>
    </>
  );
}
