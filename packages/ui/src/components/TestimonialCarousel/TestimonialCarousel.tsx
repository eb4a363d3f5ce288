import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { swipeDirection } from './carouselState';
import { CarouselControls } from './CarouselControls';
import { SlideBody, type Testimonial } from './TestimonialSlide';
import { useCarousel } from './useCarousel';
import * as styles from './TestimonialCarousel.css';

/** The carousel's own words; the ones that depend on values are functions. */
export interface TestimonialCarouselLabels {
  /** Names the carousel (a `<section>` announced as a carousel). */
  carousel: string;
  /** The rating as a screen reader reads it (the stars themselves are hidden from it). */
  rating: (rating: number, max: number) => string;
  /** Each slide's name for screen readers, e.g. '2 of 5'. */
  slide: (position: number, total: number) => string;
  /** Each dot's label, e.g. 'Show testimonial 2 of 5'. */
  dot: (position: number, total: number) => string;
  /** Names the group of dots. */
  dots: string;
  /** Label of the previous button. */
  previous: string;
  /** Label of the next button. */
  next: string;
  /** Label of the rotation control while the carousel rotates (pressing it pauses). */
  pause: string;
  /** Label of the rotation control while the carousel stands still (pressing it plays). */
  play: string;
}

export const defaultTestimonialCarouselLabels: TestimonialCarouselLabels = {
  carousel: 'Testimonials',
  rating: (rating, max) => `Rated ${rating} out of ${max}`,
  slide: (position, total) => `${position} of ${total}`,
  dot: (position, total) => `Show testimonial ${position} of ${total}`,
  dots: 'Choose a testimonial',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause automatic rotation',
  play: 'Start automatic rotation',
};

export interface TestimonialCarouselProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children' | 'title'
> {
  /** The testimonials, in order. With one testimonial the controls are left out. */
  items: readonly Testimonial[];
  /** Time each testimonial stays before the next one, in ms. */
  interval?: number;
  /**
   * Rotate on its own from the start. With prefers-reduced-motion the carousel starts still
   * whatever this says; the play button can still start it.
   */
  autoPlay?: boolean;
  /** The testimonial shown first (0-based). */
  defaultIndex?: number;
  /** Called with the new index whenever the testimonial on show changes. */
  onIndexChange?: (index: number) => void;
  /** The number of stars a rating is out of. */
  maxRating?: number;
  /** How far (px) a finger must move sideways to count as a swipe. */
  swipeThreshold?: number;
  /**
   * Overrides the carousel's UI strings (defaults: `defaultTestimonialCarouselLabels`).
   * `aria-label` or `aria-labelledby`, when given, name the carousel instead of `labels.carousel`.
   */
  labels?: Partial<TestimonialCarouselLabels>;
  /** A heading above the testimonials; it then names the carousel. */
  title?: ReactNode;
  /** Level of `title`, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A neighbouring testimonial beside the current one: the same card, smaller and quieter,
 * hidden from assistive technology (the dots and buttons are how to reach it) and from pointers.
 */
function Peek({ testimonial, side, max }: { testimonial: Testimonial; side: 'start' | 'end'; max: number }) {
  return (
    <figure aria-hidden="true" className={cx(styles.slide, styles.peek, styles.peekSide[side])}>
      <SlideBody testimonial={testimonial} max={max} ratingText="" />
    </figure>
  );
}

/**
 * Testimonials one at a time (the neighbours smaller and quieter either side on wide screens),
 * with star ratings, previous/next buttons, dots and a pause/play control. It follows the WAI-ARIA APG carousel pattern:
 *
 * - It moves on every `interval` ms until the visitor uses any control, swipes or touches the
 *   slides; after that it never moves on its own again, unless they press play. It holds still while the pointer is
 *   over it or keyboard focus is inside it (the play/pause control excepted, so play works).
 * - The slide region is `aria-live="polite"` only while the carousel is not rotating: changes the
 *   visitor makes are announced, the timer's are not (announcing every rotation would talk over
 *   whatever they are reading).
 * - With prefers-reduced-motion it does not rotate until asked to, and slides change without
 *   animation.
 * - Wraps around both ways; on touch screens a sideways swipe changes the slide.
 */
export function TestimonialCarousel({
  items: testimonials,
  interval = 5000,
  autoPlay = true,
  defaultIndex = 0,
  onIndexChange,
  maxRating = 5,
  swipeThreshold = 50,
  labels: labelOverrides,
  title,
  headingLevel = 2,
  className,
  onFocus: onFocusProp,
  onBlur: onBlurProp,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: TestimonialCarouselProps) {
  const labels = { ...defaultTestimonialCarouselLabels, ...labelOverrides };
  const count = testimonials.length;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { state, dispatch, isRotating } = useCarousel({
    count,
    startIndex: defaultIndex,
    autoPlay,
    interval,
  });
  const { index, isPlaying, lastChange, direction } = state;
  const rotationSlot = useRef<HTMLSpanElement>(null);
  const touchStart = useRef<{ id: number; x: number; y: number } | null>(null);

  // Report changes, not the first render.
  const reported = useRef(index);
  useEffect(() => {
    if (reported.current === index) return;
    reported.current = index;
    onIndexChange?.(index);
  }, [index, onIndexChange]);

  if (count === 0) return null;
  const current = testimonials[index] ?? testimonials[0]!;
  const hasControls = count > 1;
  // The quotes either side of the current one, beside it on wide screens (CSS hides
  // them on narrow ones), so the carousel reads as a set; with two or fewer they would repeat.
  const peeks =
    count > 2
      ? { previous: testimonials[(index - 1 + count) % count]!, next: testimonials[(index + 1) % count]! }
      : null;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    onFocusProp?.(event);
    // Focus on the play/pause control does not hold the rotation, or play could never start it.
    const onRotationControl = rotationSlot.current?.contains(event.target) ?? false;
    dispatch({ type: 'focus', value: !onRotationControl });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    onBlurProp?.(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      dispatch({ type: 'focus', value: false });
    }
  };
  const onPointerHover = (event: PointerEvent, value: boolean) => {
    if (event.pointerType === 'mouse') dispatch({ type: 'hover', value });
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !hasControls) return;
    // A finger (or pen) on the slides means the visitor is reading or about to swipe: stop the
    // rotation for good, as any other use of the carousel does (a mouse holds it by hovering).
    dispatch({ type: 'interact' });
    touchStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const move = swipeDirection(event.clientX - start.x, event.clientY - start.y, swipeThreshold);
    if (move) dispatch({ type: move });
  };

  return (
    <section
      aria-label={rest['aria-labelledby'] || title ? undefined : labels.carousel}
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      aria-roledescription="carousel"
      className={cx(styles.root, className)}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        onPointerHover(event, true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        onPointerHover(event, false);
      }}
    >
      {title && (
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
      )}
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touchStart.current = null)}
      >
        {peeks && <Peek testimonial={peeks.previous} side="start" max={maxRating} key={`start-${index}`} />}
        <div className={styles.viewport}>
          <div className={styles.sizer} aria-hidden="true">
            {testimonials.map((testimonial, i) => (
              <figure
                key={testimonial.id ?? `${testimonial.name}-${i}`}
                className={cx(styles.slide, styles.sizerItem)}
              >
                <SlideBody testimonial={testimonial} max={maxRating} ratingText="" />
              </figure>
            ))}
          </div>
          <div className={styles.live} aria-live={isRotating ? 'off' : 'polite'}>
            <div
              // A new element per slide, so the live region hears an addition and the entry animation replays.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, count)}
              className={styles.live}
            >
              <figure className={styles.slide} data-animate={lastChange ? direction : undefined}>
                <SlideBody
                  testimonial={current}
                  max={maxRating}
                  ratingText={labels.rating(current.rating, maxRating)}
                />
              </figure>
            </div>
          </div>
        </div>
        {peeks && <Peek testimonial={peeks.next} side="end" max={maxRating} key={`end-${index}`} />}
      </div>

      {hasControls && (
        <CarouselControls
          testimonials={testimonials}
          index={index}
          isPlaying={isPlaying}
          dispatch={dispatch}
          labels={labels}
          rotationSlot={rotationSlot}
        />
      )}
    </section>
  );
}
