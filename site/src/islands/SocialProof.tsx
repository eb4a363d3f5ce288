// An island: the testimonials (the carousel moves on its own and with its buttons), under one true
// line about the private beta. No figures from the build's record: the hero shows those.
import { PageSection, TestimonialCarousel } from '@clipnest/ui';
import { testimonials } from '../content/landingSections';
import { socialProof } from '../content/socialProof';

export default function SocialProof() {
  return (
    <PageSection
      variant="subtle"
      eyebrow={testimonials.eyebrow}
      title={testimonials.heading}
      description={socialProof.line}
    >
      <TestimonialCarousel
        items={testimonials.items}
        maxRating={socialProof.maxRating}
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
  );
}
