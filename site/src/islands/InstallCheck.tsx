// An island: the install guide's checksum step, from the latest build's record.
import { DownloadCheck, Text, TextLink } from '@clipnest/ui';
import { useKnownLatestFile } from '../app/latestFile';
import { downloadCheckLabels, installPage } from '../content/install';

/** The latest version's checksum, once its record is read (the page is built before it exists). */
export default function InstallCheck() {
  const file = useKnownLatestFile();
  const { check } = installPage;
  if (!file) {
    return (
      <Text color="muted" role="status">
        {check.loading}
      </Text>
    );
  }
  if (!file.sha256) {
    return (
      <Text color="muted">
        {check.elsewhere} <TextLink href="/changelog">{check.changelogLink}</TextLink>
      </Text>
    );
  }
  return (
    <DownloadCheck
      collapsible={false}
      sha256={file.sha256}
      fileName={file.fileName}
      labels={downloadCheckLabels}
    />
  );
}
