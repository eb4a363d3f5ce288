// The landing page from its use cases down: prerendered with the page, loaded when the visitor scrolls
// near it (see app/deferred.tsx), so the first screen hydrates with less JavaScript.
import {
  ButtonLink,
  CallToAction,
  ClipboardPopover,
  FaqSection,
  PageSection,
  TextLink,
  UseCases,
} from '@clipnest/ui';
import {
  closingCallToAction,
  faqItems,
  faqSection,
  useCaseScenes,
  useCases,
} from '../content/landingSections';
import { DownloadAction } from '../app/download';
import { SocialProof } from './SocialProof';

export default function LandingSections() {
  return (
    <>
      <PageSection eyebrow={useCases.eyebrow} title={useCases.heading} description={useCases.description}>
        <UseCases
          items={useCases.items.map((item) => ({
            ...item,
            media: <ClipboardPopover {...useCaseScenes[item.id]} />,
          }))}
          aria-label={useCases.heading}
          headingLevel={3}
        />
      </PageSection>
      <SocialProof />
      <FaqSection
        eyebrow={faqSection.eyebrow}
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
            <ButtonLink href={closingCallToAction.secondaryAction.href} variant="soft" size={4}>
              {closingCallToAction.secondaryAction.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
