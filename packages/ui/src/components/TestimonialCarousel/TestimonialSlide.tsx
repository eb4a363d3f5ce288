import { Icon } from '../Icon';
import { Avatar } from '../private/Avatar';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TestimonialCarousel.css';

export interface Testimonial {
  /** A stable key; the name is used when there is none. */
  id?: string;
  /** Who said it. */
  name: string;
  /** Their job, shown under the name. */
  role?: string;
  /** Where they work, shown after the role. */
  company?: string;
  /** What they said. */
  content: string;
  /** Whole stars, 0 up to `maxRating`. */
  rating: number;
}

function Stars({ rating, max, label }: { rating: number; max: number; label: string }) {
  const earned = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <div className={styles.stars}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} name="star" size={20} filled className={i < earned ? styles.starOn : styles.starOff} />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

/** One testimonial: its stars, the quote, and who said it (with their initials as an avatar). */
export function SlideBody({
  testimonial,
  max,
  ratingText,
}: {
  testimonial: Testimonial;
  max: number;
  ratingText: string;
}) {
  return (
    <>
      <Stars rating={testimonial.rating} max={max} label={ratingText} />
      <blockquote className={styles.quote}>
        <p className={styles.quoteText}>{testimonial.content}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Avatar name={testimonial.name} size={3} />
        <span className={styles.authorText}>
          <span className={styles.name}>{testimonial.name}</span>
          {(testimonial.role || testimonial.company) && (
            <span className={styles.role}>
              {testimonial.role}
              {testimonial.role && testimonial.company && (
                <>
                  <span aria-hidden="true"> · </span>
                  <VisuallyHidden>, </VisuallyHidden>
                </>
              )}
              {testimonial.company && <span className={styles.company}>{testimonial.company}</span>}
            </span>
          )}
        </span>
      </figcaption>
    </>
  );
}
