// An island: under the hero's facts, how to verify the download — shown once the latest build's
// record is known. Its parts' code loads then, never with the page.
import { lazy, Suspense } from 'react';
import { useKnownLatestFile } from '../app/latestFile';

const Check = lazy(() => import('./HeroDownloadCheckPart'));

export default function HeroDownloadCheck() {
  const file = useKnownLatestFile();
  return (
    <Suspense fallback={null}>{file && <Check sha256={file.sha256} fileName={file.fileName} />}</Suspense>
  );
}
