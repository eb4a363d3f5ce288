import type { Dispatch, RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import type { CarouselAction } from './carouselState';
import type { TestimonialCarouselLabels } from './TestimonialCarousel';
import type { Testimonial } from './TestimonialSlide';
import * as styles from './TestimonialCarousel.css';

export interface CarouselControlsProps {
  testimonials: readonly Testimonial[];
  /** The slide on show. */
  index: number;
  isPlaying: boolean;
  dispatch: Dispatch<CarouselAction>;
  labels: TestimonialCarouselLabels;
  /** Holds the play/pause control (focus there does not hold the rotation). */
  rotationSlot: RefObject<HTMLSpanElement | null>;
}

/** The carousel's controls: play/pause, previous, a dot per testimonial, next. */
export function CarouselControls({
  testimonials,
  index,
  isPlaying,
  dispatch,
  labels,
  rotationSlot,
}: CarouselControlsProps) {
  const count = testimonials.length;
  return (
    <div className={styles.controls}>
      <span ref={rotationSlot} className={styles.rotationControl}>
        <Button
          variant="ghost"
          icon={isPlaying ? 'pause' : 'play'}
          aria-label={isPlaying ? labels.pause : labels.play}
          onPress={() => dispatch({ type: isPlaying ? 'pause' : 'play' })}
        />
      </span>
      <Button
        variant="ghost"
        icon="chevron-left"
        aria-label={labels.previous}
        onPress={() => dispatch({ type: 'previous' })}
      />
      <div role="group" aria-label={labels.dots} className={styles.dots}>
        {testimonials.map((testimonial, i) => (
          <AriaButton
            key={testimonial.id ?? `${testimonial.name}-${i}`}
            className={styles.dot}
            aria-label={labels.dot(i + 1, count)}
            aria-current={i === index ? 'true' : undefined}
            onPress={() => dispatch({ type: 'goTo', index: i })}
          />
        ))}
      </div>
      <Button
        variant="ghost"
        icon="chevron-right"
        aria-label={labels.next}
        onPress={() => dispatch({ type: 'next' })}
      />
    </div>
  );
}
