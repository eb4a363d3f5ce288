import { ButtonLink, Container, InstallSteps, PageHeader, PageSection, Section } from '@clipnest/ui';
import { Island } from '../loading/Island';
import { installPage } from '../content/install';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';

/** Static HTML; the checksum, read from the latest build's record, is an island. */
export const hasIslands = true;

export const meta = (): PageMeta => staticSeo['/install'];

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
        <Island name="InstallCheck" />
      </PageSection>
      <PageSection size={1} align="start" title={help.heading} description={help.text}>
        <ButtonLink href="/contact" variant="soft">
          {help.link}
        </ButtonLink>
      </PageSection>
    </>
  );
}
