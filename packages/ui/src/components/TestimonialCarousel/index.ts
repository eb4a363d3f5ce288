export {
  TestimonialCarousel,
  defaultTestimonialCarouselLabels,
  type TestimonialCarouselLabels,
  type TestimonialCarouselProps,
} from './TestimonialCarousel';
export type { Testimonial } from './TestimonialSlide';
