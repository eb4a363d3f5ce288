import { ButtonLink, Hero } from '@clipnest/ui';
import { hero, landingMeta } from '../content/hero';
import type { PageMeta } from '../seo';
import { DownloadAction } from '../app/download';
import { BetaNotice } from '../app/BetaNotice';
import { deferred } from '../app/deferred';
import { useKnownLatestFile } from '../app/latestFile';

export const meta = (): PageMeta => landingMeta;

// The hero's figure is a drawing: it keeps its prerendered HTML until its code arrives, after the
// page's own.
const HeroFigure = deferred('hero-figure', () => import('../sections/HeroFigure'));
const LandingOverview = deferred('overview', () => import('../sections/LandingOverview'), {
  belowTheFold: true,
});
const LandingSections = deferred('landing', () => import('../sections/LandingSections'), {
  belowTheFold: true,
});

/**
 * The hero, with the latest build's version, size and download count. The prerendered page holds
 * placeholders of the same size (no record is known at build time); the fallback record shows only
 * once none can be read.
 */
function LandingHero() {
  const file = useKnownLatestFile();
  return (
    <Hero
      id="download"
      eyebrow={hero.eyebrow}
      title={hero.title}
      description={hero.description}
      media={<HeroFigure />}
      meta={file && { version: file.version, sizeMb: file.sizeMb, downloads: file.downloadCount }}
      action={
        <>
          <DownloadAction variant="hero" />
          <ButtonLink href={hero.secondaryAction.href} variant="soft" size={4}>
            {hero.secondaryAction.label}
          </ButtonLink>
        </>
      }
    />
  );
}

// The first screen (the hero) loads with the page; the rest when scrolled near.
// Home has no state: nothing re-renders the deferred sections before their code arrives.
export default function Home() {
  return (
    <>
      <LandingHero />
      <LandingOverview />
      <LandingSections />
      <BetaNotice />
    </>
  );
}
