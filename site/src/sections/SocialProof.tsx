// The testimonials with the figures that back them: downloads and version from the latest build's
// record, the average of the testimonials' ratings.
import { PageSection, Stat, StatGroup, TestimonialCarousel } from '@clipnest/ui';
import { useLatestFile } from '../app/latestFile';
import { testimonials } from '../content/landingSections';
import { socialProofStats } from '../content/socialProof';

const ratings = testimonials.items.map((item) => item.rating);
const averageRating = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;

export function SocialProof() {
  const file = useLatestFile();
  return (
    <PageSection variant="subtle" eyebrow={testimonials.eyebrow} title={testimonials.heading}>
      <StatGroup variant="band" aria-label={socialProofStats.label}>
        <Stat size={3} value={file.downloadCount} label={socialProofStats.downloads} />
        <Stat
          size={3}
          value={socialProofStats.ratingValue(averageRating, socialProofStats.maxRating)}
          label={socialProofStats.rating(ratings.length)}
        />
        <Stat size={3} value={file.version} label={socialProofStats.version} />
      </StatGroup>
      <TestimonialCarousel
        items={testimonials.items}
        maxRating={socialProofStats.maxRating}
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
