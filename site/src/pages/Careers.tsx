import {
  BenefitsGrid,
  ButtonLink,
  CallToAction,
  Container,
  JobList,
  PageHeader,
  PageSection,
  Section,
  StepList,
  ValuesGrid,
} from '@clipnest/ui';
import { benefits, careersPage, companyValues, hiringProcess, jobHref, jobs } from '../content/careers';
import { titled } from '../content/seo';
import type { PageMeta } from '../seo';

/** Static HTML: nothing on it responds to a person but its links. */
export const hasIslands = true;

export const meta = (): PageMeta => ({
  title: titled(careersPage.eyebrow),
  description: careersPage.description,
});

export default function Careers() {
  return (
    <>
      <PageHeader
        eyebrow={careersPage.eyebrow}
        title={careersPage.heading}
        description={careersPage.description}
      />
      <Section size={1}>
        <Container>
          <ValuesGrid title={careersPage.valuesHeading} items={companyValues} />
        </Container>
      </Section>
      <Section variant="subtle" id="positions">
        <Container>
          <JobList
            title={careersPage.positionsHeading}
            description={careersPage.positionsCount(jobs.length)}
            items={jobs.map((job) => ({ ...job, href: jobHref(job) }))}
            labels={{ resultCount: careersPage.positionsCount }}
          />
        </Container>
      </Section>
      <Section>
        <Container>
          <BenefitsGrid title={careersPage.benefitsHeading} items={benefits} />
        </Container>
      </Section>
      <PageSection variant="subtle" align="start" title={careersPage.processHeading}>
        <StepList items={hiringProcess.map(({ duration, ...step }) => ({ ...step, detail: duration }))} />
      </PageSection>
      <CallToAction
        title={careersPage.noFitHeading}
        description={careersPage.noFitText}
        actions={
          <ButtonLink href={careersPage.noFitAction.href} size={3} icon="mail">
            {careersPage.noFitAction.label}
          </ButtonLink>
        }
      />
    </>
  );
}
