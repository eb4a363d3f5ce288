// The landing page from its use cases down: static HTML whose interactive parts are islands,
// hydrated when the visitor scrolls near them. Each section is skipped on its own while off screen
// (BelowTheFold says why one part per section).
import { CallToAction } from '@clipnest/ui';
import { NestMotif } from '../app/brand';
import { closingCallToAction } from '../content/landingSections';
import { Island } from '../loading/Island';
import { BelowTheFold } from './BelowTheFold';

export function LandingSections({ closingActions }: { closingActions: { href: string; label: string } }) {
  return (
    <>
      <BelowTheFold>
        <Island name="UseCases" when="visible" />
      </BelowTheFold>
      <BelowTheFold>
        <Island name="SocialProof" when="visible" />
      </BelowTheFold>
      <BelowTheFold>
        <Island name="Faq" when="visible" />
      </BelowTheFold>
      <BelowTheFold>
        <CallToAction
          title={closingCallToAction.heading}
          description={closingCallToAction.text}
          backdrop={<NestMotif />}
          actions={<Island name="DownloadActions" when="visible" props={{ secondary: closingActions }} />}
        />
      </BelowTheFold>
    </>
  );
}
