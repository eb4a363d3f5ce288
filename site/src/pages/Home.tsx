import { lazy, Suspense } from 'react';
import { ButtonLink, Hero, type HeroMetaItem } from '@clipnest/ui';
import { hero, landingMeta } from '../content/hero';
import type { PageMeta } from '../seo';
import { DownloadAction } from '../app/download';
import { BetaNotice } from '../app/BetaNotice';
import { deferred } from '../app/deferred';
import { useKnownLatestFile } from '../app/latestFile';
import type { FileSummary } from '../services/fileRecord';

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
// Rendered only once the record is known, so it is in no prerendered page and no first load.
const HeroDownloadCheck = lazy(() => import('../islands/HeroDownloadCheck'));

/**
 * The download's facts from the record, as the hero lists them: placeholders while it is read.
 * No download count: the hero is where people decide to download, and a small count argues
 * against it (the testimonials' figures show it once it is large, see socialProof.ts).
 */
function fileFacts(file?: FileSummary): HeroMetaItem[] {
  const { labels, size, released, requires } = hero.fileMeta;
  const date = file?.publishedAt;
  return [
    { label: labels.version, value: file?.version },
    // Only the fallback record has no date: then the fact is left out rather than kept pending.
    ...(file && !date
      ? []
      : [{ label: labels.released, value: date && released(date), width: 'medium' } as const]),
    { label: labels.size, value: file && size(file.sizeMb) },
    { label: labels.requires, value: file && requires(file.minimumMacos), width: 'long' },
  ];
}

/**
 * The hero, with the latest build's version, date, size and minimum macOS, and under them the
 * checksum to verify it. The prerendered page holds placeholders of the same size (no record is
 * known at build time); the fallback record shows only once none can be read.
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
      meta={fileFacts(file)}
      details={
        <Suspense fallback={null}>
          {file && <HeroDownloadCheck sha256={file.sha256} fileName={file.fileName} />}
        </Suspense>
      }
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
