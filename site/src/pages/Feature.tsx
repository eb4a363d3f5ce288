import {
  CallToAction,
  FeatureDetail,
  FeatureScene,
  FeatureVignette,
  LinkCardGrid,
  PageSection,
} from '@clipnest/ui';
import { NestMotif } from '../app/brand';
import { LogoMark } from '../app/brand';
import { Island } from '../loading/Island';
import {
  featurePageBySlug,
  featurePageLabels as labels,
  featurePages,
  featuresIndex,
  type FeaturePage,
} from '../content/features';
import { featureDetailScenes, featureScenes } from '../content/featureScenes';
import { featureCompareVignettes } from '../content/featureVignettes';
import { featureSlugs } from '../content/paths';
import { featureSeo } from '../content/seo';
import type { PageProps } from '../pageTypes';
import type { PageMeta } from '../seo';

/** The nine feature pages. */
export const records = () => featureSlugs.map((slug) => ({ slug }));

/** Static HTML; its Download buttons are islands. */

export const meta = (params: Record<string, string>): PageMeta | null => {
  const page = params.slug ? featurePageBySlug(params.slug) : undefined;
  return page ? featureSeo(page) : null;
};

const mark = <LogoMark size={16} detail="small" />;

/**
 * 'What You Get' as the page's `composition` says (./content/features): never the landing page's
 * drawing of the feature, and never the same composition as the pages before and after it.
 */
function overviewOf(page: FeaturePage) {
  const base = { title: labels.benefitsHeading, description: page.intro };
  const { composition } = page;
  if (composition.layout === 'compare') {
    const [before, after] = featureCompareVignettes[page.slug]!;
    return {
      ...base,
      layout: 'compare' as const,
      panes: [
        { ...composition.before, media: <FeatureVignette {...before} size="panel" /> },
        { ...composition.after, media: <FeatureVignette {...after} size="panel" /> },
      ] as const,
      caption: composition.caption,
    };
  }
  const { scene, markers } = featureDetailScenes[page.slug]!;
  return {
    ...base,
    layout: composition.layout,
    media: <FeatureScene {...scene} mark={mark} />,
    markers,
  };
}

/** The next three features in the list's order (wrapping round), so every page leads on. */
function relatedPages(page: FeaturePage): FeaturePage[] {
  const index = featurePages.indexOf(page);
  return [1, 2, 3].map((step) => featurePages[(index + step) % featurePages.length]!);
}

export default function Feature({ params }: PageProps) {
  const page = params.slug ? featurePageBySlug(params.slug) : undefined;
  if (!page) return null; // meta() is null too: the app shows the 404 page
  return (
    <>
      <FeatureDetail
        backLink={labels.backLink}
        title={page.title}
        description={page.description}
        actions={
          <Island
            name="DownloadActions"
            props={{ label: labels.primaryAction, secondary: labels.secondaryAction }}
          />
        }
        meta={`${labels.availabilityLabel}: ${page.availability}`}
        media={<FeatureScene {...featureScenes[page.slug]} mark={mark} />}
        overview={overviewOf(page)}
        items={page.benefits}
        steps={{ title: labels.stepsHeading, items: page.steps }}
      />
      <PageSection variant="subtle" align="start" title={labels.relatedHeading}>
        {/* The /features cards, with a shorter strip of their scene. */}
        <LinkCardGrid
          labels={{ more: featuresIndex.cardMore }}
          mediaSize="short"
          items={relatedPages(page).map((related) => ({
            id: related.slug,
            title: related.title,
            description: related.description,
            href: labels.href(related.slug),
            media: <FeatureScene {...featureScenes[related.slug]} label={undefined} size="small" />,
          }))}
        />
      </PageSection>
      {/* Centred, as every closing call to action on the site. */}
      <CallToAction
        title={page.closing.heading}
        description={page.closing.text}
        backdrop={<NestMotif />}
        actions={
          <Island
            name="DownloadActions"
            props={{ label: labels.primaryAction, secondary: labels.secondaryAction }}
          />
        }
      />
    </>
  );
}
