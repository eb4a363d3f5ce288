import { Hero } from '@clipnest/ui';
import { hero, landingMeta } from '../content/hero';
import { closingCallToAction } from '../content/landingSections';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';
import { HeroFigure } from '../sections/HeroFigure';
import { LandingOverview } from '../sections/LandingOverview';
import { LandingSections } from '../sections/LandingSections';

export const meta = (): PageMeta => landingMeta;

/** The landing page is static HTML with islands: only what responds to a person hydrates. */

/**
 * The hero: the download's facts from the latest build's record (placeholders of the same size
 * in the prerendered page; no record is known at build time) and under them the checksum.
 */
function LandingHero() {
  return (
    <Hero
      id="download"
      eyebrow={hero.eyebrow}
      title={hero.title}
      description={hero.description}
      media={<HeroFigure />}
      meta={<Island name="HeroFacts" />}
      // Below a phone's first screen: its code loads when the visitor comes near it.
      details={<Island name="HeroDownloadCheck" when="visible" />}
      action={<Island name="DownloadActions" props={{ secondary: hero.secondaryAction }} />}
    />
  );
}

export default function Home() {
  return (
    <>
      <LandingHero />
      <LandingOverview />
      <LandingSections closingActions={closingCallToAction.secondaryAction} />
    </>
  );
}
