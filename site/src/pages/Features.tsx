import { CallToAction, Container, FeatureScene, LinkCardGrid, PageHeader, Section } from '@clipnest/ui';
import { NestMotif } from '../app/brand';
import { Island } from '../loading/Island';
import { featurePageLabels, featurePages, featuresIndex, type FeaturePage } from '../content/features';
import { featureScenes } from '../content/featureScenes';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';

/** Static HTML; its Download buttons are islands. */

export const meta = (): PageMeta => staticSeo['/features'];

/**
 * A bento, not a wall: the featured pair first, the banner last, the rest in their order between.
 */
function bentoOrder(): { page: FeaturePage; emphasis?: 'featured' | 'banner' }[] {
  const { featured, banner } = featuresIndex;
  const bySlug = (slug: string) => featurePages.find((page) => page.slug === slug)!;
  const rest = featurePages.filter(
    (page) => page.slug !== banner && !(featured as readonly string[]).includes(page.slug),
  );
  return [
    ...featured.map((slug) => ({ page: bySlug(slug), emphasis: 'featured' as const })),
    ...rest.map((page) => ({ page })),
    { page: bySlug(banner), emphasis: 'banner' as const },
  ];
}

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
            items={bentoOrder().map(({ page, emphasis }) => ({
              id: page.slug,
              title: page.title,
              description: page.description,
              href: featurePageLabels.href(page.slug),
              emphasis,
              points: emphasis === 'banner' ? featuresIndex.bannerPoints : undefined,
              // The feature's own scene: decorative, the card's text names the feature. The wide
              // cards draw the page's scene, whose type stays small at their width.
              media: (
                <FeatureScene
                  {...featureScenes[page.slug]}
                  label={undefined}
                  size={emphasis ? 'large' : 'small'}
                />
              ),
            }))}
          />
        </Container>
      </Section>
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
    </>
  );
}
