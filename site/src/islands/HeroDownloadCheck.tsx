// The hero's download check, loaded once the latest build's record is known (never with the
// page: its code and styles come with it, after the first load). Lives outside src/sections/ so
// the prerenderer does not inline its CSS into every landing page.
import { DownloadCheck, TextLink } from '@clipnest/ui';
import { downloadCheckLabels, installPage } from '../content/install';

export default function HeroDownloadCheck({
  sha256,
  fileName,
}: {
  sha256?: string | null;
  fileName: string;
}) {
  // An older record (or the fallback) has no checksum: the changelog lists every one there is.
  if (!sha256) return <TextLink href="/changelog">{installPage.check.heroLink}</TextLink>;
  return <DownloadCheck sha256={sha256} fileName={fileName} labels={downloadCheckLabels} />;
}
