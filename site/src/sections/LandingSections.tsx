// The landing page from its use cases down: static HTML whose interactive parts are islands,
// hydrated when the visitor scrolls near them.
import { CallToAction } from '@clipnest/ui';
import { NestMotif } from '../app/brand';
import { closingCallToAction } from '../content/landingSections';
import { Island } from '../loading/Island';

export function LandingSections({ closingActions }: { closingActions: { href: string; label: string } }) {
  return (
    <>
      <Island name="UseCases" when="visible" />
      <Island name="SocialProof" when="visible" />
      <Island name="Faq" when="visible" />
      <CallToAction
        title={closingCallToAction.heading}
        description={closingCallToAction.text}
        backdrop={<NestMotif />}
        actions={<Island name="DownloadActions" when="visible" props={{ secondary: closingActions }} />}
      />
    </>
  );
}
