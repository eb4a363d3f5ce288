// An island: the testimonials with the figures that back them: downloads and version from the latest build's
// record — one record, the same the hero shows. While it is read the figures keep their place
// with a placeholder; the fallback record (3.5.0, 15,847) appears only when none can be read.
import { PageSection, Stat, StatGroup, TestimonialCarousel } from '@clipnest/ui';
import { useLatestFileRecord } from '../app/latestFile';
import { testimonials } from '../content/landingSections';
import { showsAverageRating, showsDownloadCount, socialProofStats } from '../content/socialProof';

const ratings = testimonials.items.map((item) => item.rating);
const averageRating = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;

export default function SocialProof() {
  const { status, summary } = useLatestFileRecord();
  const isPending = status === 'loading';
  const stats = socialProofStats;
  return (
    <PageSection variant="subtle" eyebrow={testimonials.eyebrow} title={testimonials.heading}>
      <StatGroup variant="band" aria-label={stats.label}>
        {isPending || showsDownloadCount(summary.downloadCount) ? (
          <Stat
            size={3}
            value={summary.downloadCount}
            label={stats.downloads}
            isPending={isPending}
            placeholderDigits={6}
          />
        ) : (
          <Stat size={3} value={stats.earlyStage.value} label={stats.earlyStage.label} />
        )}
        {showsAverageRating(ratings.length) ? (
          <Stat
            size={3}
            value={stats.ratingValue(averageRating, stats.maxRating)}
            label={stats.rating(ratings.length)}
          />
        ) : (
          <Stat size={3} value={stats.platform.value} label={stats.platform.label} />
        )}
        <Stat
          size={3}
          value={summary.version}
          label={stats.version}
          isPending={isPending}
          placeholderDigits={5}
        />
      </StatGroup>
      <TestimonialCarousel
        items={testimonials.items}
        maxRating={stats.maxRating}
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
