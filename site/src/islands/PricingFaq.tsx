// An island: the pricing page's questions, one answer open at a time.
import { FaqSection, TextLink } from '@clipnest/ui';
import { pricingPage } from '../content/pricingPage';

const { faq, contactLink } = pricingPage;

export default function PricingFaq() {
  return (
    <FaqSection
      variant="subtle"
      eyebrow={faq.eyebrow}
      title={faq.heading}
      description={faq.description}
      items={faq.items}
      supportLink={<TextLink href={contactLink.href}>{contactLink.label}</TextLink>}
    />
  );
}
