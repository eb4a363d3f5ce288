import {
  CallToAction,
  Columns,
  Container,
  PageHeader,
  PageSection,
  Prose,
  PullQuote,
  Section,
  Stat,
  StatGroup,
  StepList,
  TeamGrid,
  ValuesGrid,
} from '@clipnest/ui';
import { NestMotif } from '../app/brand';
import { Island } from '../loading/Island';
import { BelowTheFold } from '../sections/BelowTheFold';
import { aboutPage } from '../content/about';
import { titled } from '../content/seo';
import type { PageMeta } from '../seo';

/** Static HTML; its Download buttons are islands. What follows the story is skipped while off screen. */

export const meta = (): PageMeta => ({
  title: titled(aboutPage.eyebrow),
  description: aboutPage.description,
});

export default function About() {
  const { story, callToAction } = aboutPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.heading}
        description={aboutPage.description}
      >
        <StatGroup>
          {aboutPage.facts.map((fact) => (
            <Stat key={fact.label} value={fact.value} label={fact.label} />
          ))}
        </StatGroup>
      </PageHeader>
      {/* On the container's edge, as every section heading; Prose keeps the story's measure, and its
          turning point fills the right third on wide screens. */}
      <PageSection title={story.heading} align="start" size={1}>
        <Columns layout="main-aside">
          <Prose size={3}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <PullQuote>{story.pullQuote}</PullQuote>
        </Columns>
      </PageSection>
      <BelowTheFold>
        <Section>
          <Container>
            <ValuesGrid title={aboutPage.principlesHeading} items={aboutPage.principles} />
          </Container>
        </Section>
        <Section variant="subtle">
          <Container>
            <TeamGrid title={aboutPage.teamHeading} members={aboutPage.team} />
          </Container>
        </Section>
        <PageSection align="start" title={aboutPage.milestonesHeading}>
          <StepList
            wrap
            items={aboutPage.milestones.map((milestone) => ({
              id: milestone.title,
              title: milestone.title,
              description: milestone.description,
              detail: milestone.date,
            }))}
          />
        </PageSection>
        <CallToAction
          title={callToAction.heading}
          description={callToAction.text}
          backdrop={<NestMotif />}
          actions={
            <Island
              name="DownloadActions"
              props={{ label: callToAction.primaryAction, secondary: callToAction.secondaryAction }}
            />
          }
        />
      </BelowTheFold>
    </>
  );
}
