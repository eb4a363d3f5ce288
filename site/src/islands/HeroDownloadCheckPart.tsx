// The hero's download check, which islands/HeroDownloadCheck.tsx loads once the record is known:
// its code and styles come with it then, not with the page.
import { DownloadCheck, TextLink } from '@clipnest/ui';
import { downloadCheckLabels, heroChecksumLink } from '../content/downloadCheck';

export default function HeroDownloadCheck({
  sha256,
  fileName,
}: {
  sha256?: string | null;
  fileName: string;
}) {
  // An older record (or the fallback) has no checksum: the changelog lists every one there is.
  if (!sha256) return <TextLink href="/changelog">{heroChecksumLink}</TextLink>;
  return <DownloadCheck sha256={sha256} fileName={fileName} labels={downloadCheckLabels} />;
}
