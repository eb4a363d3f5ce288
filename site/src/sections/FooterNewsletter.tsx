import { SubscribeForm } from '@clipnest/ui';
import { footerContent } from '../content/navigation';
import { subscribeTo } from '../services/forms';

/** The newsletter box of every page's footer (deferred: see app/RootLayout.tsx). */
export default function FooterNewsletter() {
  return (
    <SubscribeForm
      title={footerContent.newsletter.heading}
      headingLevel={2}
      description={footerContent.newsletter.text}
      labels={{
        email: footerContent.newsletter.label,
        emailPlaceholder: footerContent.newsletter.placeholder,
        submit: footerContent.newsletter.submit,
      }}
      onSubmit={subscribeTo('newsletter')}
    />
  );
}
