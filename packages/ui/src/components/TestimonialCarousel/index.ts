export { TestimonialCarousel, type Testimonial, type TestimonialCarouselProps } from './TestimonialCarousel';
