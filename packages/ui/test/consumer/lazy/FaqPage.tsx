import { FaqSection } from '@clipnest/ui';
import { faqItems } from '../landing/content';

export default function FaqPage() {
  return <FaqSection title="Questions" items={faqItems} />;
}
