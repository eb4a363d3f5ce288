// The landing page's Core Features and How it works: drawings and text, nothing to press — static
// HTML with no JavaScript. Each section is skipped on its own while off screen.
import { FeatureGrid, FeatureVignette, PageSection, StepList } from '@clipnest/ui';
import { coreFeatureVignettes } from '../content/featureVignettes';
import { coreFeatures, howItWorks } from '../content/landing';
import { BelowTheFold } from './BelowTheFold';

const featureItems = coreFeatures.cards.map((card) => {
  const { vignette, wide } = coreFeatureVignettes[card.href];
  return {
    id: card.href,
    title: card.title,
    description: card.description,
    // The drawing of the feature stands in for the card's icon.
    media: <FeatureVignette {...vignette} />,
    wide,
  };
});

export function LandingOverview() {
  return (
    <>
      <BelowTheFold>
        <FeatureGrid
          eyebrow={coreFeatures.eyebrow}
          title={coreFeatures.heading}
          description={coreFeatures.description}
          items={featureItems}
        />
      </BelowTheFold>
      <BelowTheFold>
        <PageSection
          variant="subtle"
          eyebrow={howItWorks.eyebrow}
          title={howItWorks.heading}
          description={howItWorks.description}
        >
          <StepList items={howItWorks.steps} headingLevel={3} />
        </PageSection>
      </BelowTheFold>
    </>
  );
}
