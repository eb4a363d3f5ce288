import {
  Columns,
  Container,
  FeatureScene,
  InstallSteps,
  LinkCard,
  PageHeader,
  Section,
  SectionIntro,
} from '@clipnest/ui';
import { LogoMark } from '../app/brand';
import { Island } from '../loading/Island';
import { installPage } from '../content/install';
import { installScenes } from '../content/installScenes';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';

/** Static HTML; the checksum, read from the latest build's record, is an island. */

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
            steps={installPage.steps.map((step) => {
              const scene = installScenes[step.id];
              // The system's window the step asks you to use, beside it: decorative, the words say it.
              return scene
                ? {
                    ...step,
                    media: (
                      <FeatureScene {...scene} size="medium" mark={<LogoMark size={16} detail="small" />} />
                    ),
                  }
                : step;
            })}
            headingLevel={2}
            labels={{ keyNames: installPage.keyNames, pathSeparator: installPage.pathSeparator }}
          />
        </Container>
      </Section>
      {/* After the steps, one band of two columns (stacked on a phone): the checksum, and beside it
          where to turn when a step goes wrong — not two half-width blocks each alone in a band. */}
      <Section id="check" variant="subtle" size={3}>
        <Container>
          <Columns layout="main-aside">
            <div>
              <SectionIntro align="start" title={check.heading} description={check.description} />
              <Island name="InstallCheck" />
            </div>
            <LinkCard
              icon="life-buoy"
              title={help.heading}
              description={help.text}
              href="/contact"
              headingLevel={2}
              labels={{ more: help.link }}
            />
          </Columns>
        </Container>
      </Section>
    </>
  );
}
