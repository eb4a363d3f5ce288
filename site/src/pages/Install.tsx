import {
  ButtonLink,
  Container,
  DownloadCheck,
  InstallSteps,
  PageHeader,
  PageSection,
  Section,
  Text,
  TextLink,
} from '@clipnest/ui';
import { useKnownLatestFile } from '../app/latestFile';
import { downloadCheckLabels, installPage } from '../content/install';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/install'];

/** The latest version's checksum, once its record is read (the page is built before it exists). */
function LatestCheck() {
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

/** After the download: unzip, move to Applications, open, allow Accessibility, press the shortcut. */
export default function Install() {
  const { check, help } = installPage;
  return (
    <>
      <PageHeader
        eyebrow={installPage.eyebrow}
        title={installPage.heading}
        description={installPage.description}
      />
      <Section size={1}>
        {/* The page's width, so the steps start under the heading; the list keeps its own measure. */}
        <Container>
          <InstallSteps
            aria-label={installPage.stepsLabel}
            steps={installPage.steps}
            headingLevel={2}
            labels={{ keyNames: installPage.keyNames, pathSeparator: installPage.pathSeparator }}
          />
        </Container>
      </Section>
      <PageSection
        id="check"
        variant="subtle"
        size={1}
        align="start"
        title={check.heading}
        description={check.description}
      >
        <LatestCheck />
      </PageSection>
      <PageSection size={1} align="start" title={help.heading} description={help.text}>
        <ButtonLink href="/contact" variant="soft">
          {help.link}
        </ButtonLink>
      </PageSection>
    </>
  );
}
