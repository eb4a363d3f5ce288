import { CallToAction, Container, FeatureScene, LinkCardGrid, PageHeader, Section } from '@clipnest/ui';
import { Island } from '../loading/Island';
import { featurePageLabels, featurePages, featuresIndex } from '../content/features';
import { featureScenes } from '../content/featureScenes';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';

/** Static HTML; its Download buttons are islands. */
export const hasIslands = true;

export const meta = (): PageMeta => staticSeo['/features'];

export default function Features() {
  const { callToAction } = featuresIndex;
  return (
    <>
      <PageHeader
        align="center"
        backLink={featuresIndex.backLink}
        eyebrow={featuresIndex.eyebrow}
        title={featuresIndex.heading}
        description={featuresIndex.description}
      />
      <Section size={1}>
        <Container>
          <LinkCardGrid
            aria-label={featuresIndex.heading}
            headingLevel={2}
            labels={{ more: featuresIndex.cardMore }}
            items={featurePages.map((page) => ({
              id: page.slug,
              title: page.title,
              description: page.description,
              href: featurePageLabels.href(page.slug),
              // The feature's own scene, small: decorative, the card's text names the feature.
              media: <FeatureScene {...featureScenes[page.slug]} label={undefined} size="small" />,
            }))}
          />
        </Container>
      </Section>
      <CallToAction
        title={callToAction.heading}
        description={callToAction.text}
        actions={
          <Island
            name="DownloadActions"
            props={{ label: callToAction.primaryAction, secondary: callToAction.secondaryAction }}
          />
        }
      />
    </>
  );
}
