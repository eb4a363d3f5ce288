// Size app (b): an app that imports only FaqSection.
import { FaqSection } from '@clipnest/ui';
import { createRoot } from 'react-dom/client';
import { faqItems } from '../landing/content';

createRoot(document.getElementById('root')!).render(<FaqSection title="Questions" items={faqItems} />);
