import {
  ButtonLink,
  Columns,
  Container,
  PageHeader,
  RoadmapTimeline,
  Section,
  SectionIntro,
} from '@clipnest/ui';
import { roadmapPage, roadmapQuarters } from '../content/roadmap';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';

/** Static HTML; its subscribe box is an island. */

export const meta = (): PageMeta => staticSeo['/roadmap'];

export default function Roadmap() {
  const { suggest, subscribe } = roadmapPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={roadmapPage.eyebrow}
        title={roadmapPage.heading}
        description={roadmapPage.description}
      />
      <Section size={1}>
        <Container>
          <RoadmapTimeline
            items={roadmapQuarters}
            aria-label={roadmapPage.eyebrow}
            // No title of its own: the page's h1 heads it, so each quarter is an h2.
            headingLevel={1}
            // The present and the plans lead; the history folds into one disclosure per year.
            collapseCompleted
            labels={{
              completed: roadmapPage.completedLabel,
              current: roadmapPage.currentLabel,
              planned: roadmapPage.plannedLabel,
              featureDone: roadmapPage.featureDoneLabel,
              featureOpen: roadmapPage.featureInProgressLabel,
              progress: roadmapPage.progressLabel,
              yearShipped: roadmapPage.yearShippedLabel,
              yearHighlights: roadmapPage.yearHighlightsLabel,
            }}
          />
        </Container>
      </Section>
      {/* How to shape what comes next and how to hear when it ships: one band of two halves (stacked
          on a phone), not a lone subscribe card in a wide band above a separate call to action.
          The subscribe card is the site's one, as in the footer and the blog's sidebar. */}
      <Section variant="subtle">
        <Container>
          <Columns>
            <div>
              <SectionIntro align="start" title={suggest.heading} description={suggest.text} />
              <ButtonLink href={suggest.link.href} size={3} icon="arrow-right" iconPosition="end">
                {suggest.link.label}
              </ButtonLink>
            </div>
            <Island name="Subscribe" when="visible" props={{ list: 'roadmap', copy: subscribe }} />
          </Columns>
        </Container>
      </Section>
    </>
  );
}
