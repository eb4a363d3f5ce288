// The landing page's Core Features and How it works: prerendered with the page, loaded when the
// visitor scrolls near them (see app/deferred.tsx) — on a phone and on most desktops the hero
// fills the first screen, so its hydration should not wait for them.
import { FeatureGrid, PageSection, StepList } from '@clipnest/ui';
import { coreFeatures, howItWorks } from '../content/landing';

const featureItems = coreFeatures.cards.map((card) => ({
  id: card.href,
  title: card.title,
  description: card.description,
  icon: card.icon,
}));

export default function LandingOverview() {
  return (
    <>
      <FeatureGrid
        eyebrow={coreFeatures.eyebrow}
        title={coreFeatures.heading}
        description={coreFeatures.description}
        items={featureItems}
      />
      <PageSection
        variant="subtle"
        eyebrow={howItWorks.eyebrow}
        title={howItWorks.heading}
        description={howItWorks.description}
      >
        <StepList items={howItWorks.steps} headingLevel={3} />
      </PageSection>
    </>
  );
}
