import {
  ButtonLink,
  CallToAction,
  FaqSection,
  FeatureGrid,
  Hero,
  TextLink,
  PageSection,
  StepList,
  TestimonialCarousel,
  UseCases,
} from '@clipnest/ui';
import {
  closingCallToAction,
  coreFeatures,
  faqItems,
  faqSection,
  hero,
  howItWorks,
  testimonials,
  useCases,
} from '../content/landing';
import type { PageMeta } from '../seo';
import { staticSeo } from '../content/seo';
import { DownloadAction } from '../app/download';
import { BetaNotice } from '../app/BetaNotice';
import { useLatestFile } from '../app/latestFile';

export const meta = (): PageMeta => staticSeo['/'];

export default function Home() {
  const file = useLatestFile();
  return (
    <>
      <Hero
        id="download"
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        meta={{ version: file.version, sizeMb: file.sizeMb, downloads: file.downloadCount }}
        action={
          <>
            <DownloadAction variant="hero" />
            <ButtonLink href={hero.secondaryAction.href} variant="soft" size={3}>
              {hero.secondaryAction.label}
            </ButtonLink>
          </>
        }
      />
      <FeatureGrid
        eyebrow={coreFeatures.eyebrow}
        title={coreFeatures.heading}
        description={coreFeatures.description}
        items={coreFeatures.cards.map((card) => ({
          id: card.href,
          title: card.title,
          description: card.description,
          icon: card.icon,
        }))}
      />
      <PageSection
        variant="subtle"
        eyebrow={howItWorks.eyebrow}
        title={howItWorks.heading}
        description={howItWorks.description}
      >
        <StepList items={howItWorks.steps} headingLevel={3} />
      </PageSection>
      <PageSection eyebrow={useCases.eyebrow} title={useCases.heading} description={useCases.description}>
        <UseCases items={useCases.items} aria-label={useCases.heading} headingLevel={3} />
      </PageSection>
      <PageSection variant="subtle" eyebrow={testimonials.eyebrow} title={testimonials.heading}>
        <TestimonialCarousel
          items={testimonials.items.map((item) => ({ ...item, role: `${item.role}, ${item.company}` }))}
          labels={{
            carousel: testimonials.label,
            rating: testimonials.ratingLabel,
            slide: testimonials.slideLabel,
            dot: testimonials.dotLabel,
            dots: testimonials.dotsLabel,
            previous: testimonials.previousLabel,
            next: testimonials.nextLabel,
            pause: testimonials.pauseLabel,
            play: testimonials.playLabel,
          }}
        />
      </PageSection>
      <FaqSection
        title={faqSection.heading}
        description={faqSection.description}
        items={faqItems}
        labels={{
          search: faqSection.searchLabel,
          searchPlaceholder: faqSection.searchPlaceholder,
          clearSearch: faqSection.clearSearchLabel,
          categories: faqSection.categoriesLabel,
          all: faqSection.allLabel,
          empty: faqSection.emptyMessage,
          resultCount: faqSection.resultCountLabel,
        }}
        supportLink={
          <>
            {faqSection.supportLink.prompt}{' '}
            <TextLink href={faqSection.supportLink.href}>{faqSection.supportLink.label}</TextLink>
          </>
        }
      />
      <CallToAction
        title={closingCallToAction.heading}
        description={closingCallToAction.text}
        actions={
          <>
            <DownloadAction variant="hero" />
            <ButtonLink href={closingCallToAction.secondaryAction.href} variant="soft" size={3}>
              {closingCallToAction.secondaryAction.label}
            </ButtonLink>
          </>
        }
      />
      <BetaNotice />
    </>
  );
}
