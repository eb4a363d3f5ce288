// Size app (c): a landing page built from the package, with the props of the package README's vocabulary.
import {
  ButtonLink,
  CallToAction,
  FaqSection,
  FeatureGrid,
  Hero,
  SiteFooter,
  SiteHeader,
  StepList,
  TestimonialCarousel,
  ThemeProvider,
  UseCases,
} from '@clipnest/ui';
import { createRoot } from 'react-dom/client';
import { faqItems, features, footerColumns, navItems, steps, testimonials, useCases } from './content';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <SiteHeader
      logo="Clipnest"
      items={navItems}
      action={<ButtonLink href="/download">Download</ButtonLink>}
    />
    <main>
      <Hero title="Every clip, kept" description="A clipboard history for your Mac." />
      <FeatureGrid title="Features" items={features} />
      <StepList items={steps} />
      <UseCases aria-label="Use cases" items={useCases} />
      <TestimonialCarousel items={testimonials} />
      <FaqSection title="Questions" items={faqItems} />
      <CallToAction title="Try it" description="Free to start." />
    </main>
    <SiteFooter columns={footerColumns} copyright="© Clipnest" />
  </ThemeProvider>,
);
