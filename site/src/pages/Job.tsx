import { ButtonLink, Container, JobDetail, PageHeader, PageSection, Section, StepList } from '@clipnest/ui';
import { careersPage, hiringProcess, jobBySlug, jobs } from '../content/careers';
import { jobSeo } from '../content/seo';
import type { PageProps } from '../pageTypes';
import type { PageMeta } from '../seo';

/** One page per open position. */
export const records = () => jobs.map((job) => ({ slug: job.slug }));

/** Static HTML: nothing on it responds to a person but its links. */

export const meta = (params: Record<string, string>): PageMeta | null => {
  const job = jobBySlug(params.slug ?? '');
  return job ? jobSeo(job) : null;
};

export default function Job({ params }: PageProps) {
  const job = jobBySlug(params.slug ?? '');
  // The router shows the 404 page when `meta` answers null, so this is only a guard.
  if (!job) return null;
  const words = careersPage.job;
  return (
    <>
      <PageHeader backLink={words.backLink} eyebrow={job.department} title={job.title} />
      <Section size={1}>
        <Container>
          <JobDetail
            job={job}
            summary={<p>{job.summary}</p>}
            responsibilities={job.responsibilities}
            requirements={job.requirements}
            benefits={job.niceToHave}
            labels={{
              summary: words.summaryHeading,
              responsibilities: words.responsibilitiesHeading,
              requirements: words.requirementsHeading,
              benefits: words.niceToHaveHeading,
            }}
            action={
              <ButtonLink href={words.applyHref(job.title)} size={3} isFullWidth icon="mail">
                {words.apply}
              </ButtonLink>
            }
            actionDescription={words.applyNote}
          />
        </Container>
      </Section>
      <PageSection variant="subtle" align="start" title={careersPage.processHeading}>
        <StepList items={hiringProcess.map(({ duration, ...step }) => ({ ...step, detail: duration }))} />
      </PageSection>
    </>
  );
}
