export {
  TestimonialCarousel,
  defaultTestimonialCarouselLabels,
  type Testimonial,
  type TestimonialCarouselLabels,
  type TestimonialCarouselProps,
} from './TestimonialCarousel';
