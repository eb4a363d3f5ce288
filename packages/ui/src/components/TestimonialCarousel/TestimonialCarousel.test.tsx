import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel, type Testimonial } from '.';

const testimonials: Testimonial[] = ['Ada', 'Grace', 'Linus'].map((name, i) => ({
  name,
  content: `Quote ${i + 1}`,
  rating: 5 - i,
}));

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slide = () => screen.getByRole('group', { name: /of 3$/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** A click as the browser sends it: react-aria presses on pointer events. */
const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  fireEvent.pointerDown(button, { pointerType: 'mouse', button: 0 });
  fireEvent.pointerUp(button, { pointerType: 'mouse', button: 0 });
  fireEvent.click(button);
};

describe('TestimonialCarousel timing', () => {
  it('advances every interval and wraps from the last to the first', () => {
    render(<TestimonialCarousel items={testimonials} interval={1000} />);
    expect(slide()).toHaveAccessibleName('1 of 3');
    advance(999);
    expect(slide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(slide()).toHaveAccessibleName('2 of 3');
    advance(1000);
    expect(slide()).toHaveAccessibleName('3 of 3');
    advance(1000);
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('uses 5000 ms by default', () => {
    render(<TestimonialCarousel items={testimonials} />);
    advance(4999);
    expect(slide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('never advances again after the user picks a slide', () => {
    render(<TestimonialCarousel items={testimonials} interval={1000} />);
    press('Show testimonial 3 of 3');
    expect(slide()).toHaveAccessibleName('3 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    advance(10_000);
    expect(slide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
  });

  it('holds while hovered and resumes with a full interval when the pointer leaves', () => {
    const { container } = render(<TestimonialCarousel items={testimonials} interval={1000} />);
    const root = container.querySelector('section')!;
    advance(600);
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    advance(5000);
    expect(slide()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    advance(999);
    expect(slide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('holds while focus is inside and resumes when it leaves', () => {
    render(<TestimonialCarousel items={testimonials} interval={1000} />);
    const dot = screen.getByRole('button', { name: 'Show testimonial 2 of 3' });
    act(() => dot.focus());
    advance(5000);
    expect(slide()).toHaveAccessibleName('1 of 3');
    act(() => dot.blur());
    advance(1000);
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses and plays from the rotation control, which does not hold it by having focus', () => {
    render(<TestimonialCarousel items={testimonials} interval={1000} />);
    press('Pause automatic rotation');
    advance(5000);
    expect(slide()).toHaveAccessibleName('1 of 3');
    const play = screen.getByRole('button', { name: 'Start automatic rotation' });
    act(() => play.focus());
    press('Start automatic rotation');
    advance(1000);
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('does not rotate with reduced motion, until play is pressed', () => {
    reducedMotion = true;
    render(<TestimonialCarousel items={testimonials} interval={1000} />);
    advance(5000);
    expect(slide()).toHaveAccessibleName('1 of 3');
    press('Start automatic rotation');
    advance(1000);
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('changes slide on a touch swipe and then stops rotating', () => {
    const { container } = render(<TestimonialCarousel items={testimonials} interval={1000} />);
    const viewport = container.querySelector('section > div')!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', pointerId: 3, clientX: 200, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', pointerId: 3, clientX: 100, clientY: 110 });
    expect(slide()).toHaveAccessibleName('2 of 3');
    fireEvent.pointerDown(viewport, { pointerType: 'touch', pointerId: 4, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', pointerId: 4, clientX: 200, clientY: 100 });
    expect(slide()).toHaveAccessibleName('1 of 3');
    advance(5000);
    expect(slide()).toHaveAccessibleName('1 of 3');
  });
  it('stops rotating for good when the slides are touched, without changing slide', () => {
    const { container } = render(<TestimonialCarousel items={testimonials} interval={1000} />);
    const viewport = container.querySelector('section > div')!;
    advance(1000);
    expect(slide()).toHaveAccessibleName('2 of 3');
    // A tap: the finger goes down and comes up in place, so no swipe.
    fireEvent.pointerDown(viewport, { pointerType: 'touch', pointerId: 5, clientX: 150, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', pointerId: 5, clientX: 152, clientY: 101 });
    expect(slide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
    advance(10_000);
    expect(slide()).toHaveAccessibleName('2 of 3');
    // The visitor's change is now announced, since nothing rotates.
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps rotating after a mouse press on the slides (hover holds it instead)', () => {
    const { container } = render(<TestimonialCarousel items={testimonials} interval={1000} />);
    const viewport = container.querySelector('section > div')!;
    fireEvent.pointerDown(viewport, { pointerType: 'mouse', pointerId: 1, clientX: 150, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'mouse', pointerId: 1, clientX: 150, clientY: 100 });
    expect(screen.getByRole('button', { name: 'Pause automatic rotation' })).toBeInTheDocument();
    advance(1000);
    expect(slide()).toHaveAccessibleName('2 of 3');
  });
});

describe('TestimonialCarousel semantics', () => {
  it('announces only changes the user makes', () => {
    const onIndexChange = vi.fn();
    render(<TestimonialCarousel items={testimonials} interval={1000} onIndexChange={onIndexChange} />);
    const region = () => slide().parentElement!;
    expect(region()).toHaveAttribute('aria-live', 'off');
    advance(1000);
    expect(region()).toHaveAttribute('aria-live', 'off');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    press('Next testimonial');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('reads the rating as text and marks the current dot', () => {
    render(<TestimonialCarousel items={testimonials} defaultIndex={1} autoPlay={false} />);
    expect(slide()).toHaveTextContent('Rated 4 out of 5');
    expect(screen.getByRole('button', { name: 'Show testimonial 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it('takes its wording from labels, keeping the defaults for the rest', () => {
    render(
      <TestimonialCarousel
        items={testimonials}
        autoPlay={false}
        labels={{
          carousel: 'Stimmen',
          rating: (r, max) => `${r}/${max} Sterne`,
          dot: (n) => `Zeige ${n}`,
          previous: 'Zurück',
          play: 'Abspielen',
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Stimmen' })).toBeInTheDocument();
    expect(slide()).toHaveTextContent('5/5 Sterne');
    expect(screen.getByRole('button', { name: 'Zeige 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });

  it('is named by aria-labelledby when given one', () => {
    render(
      <>
        <h2 id="say">What people say</h2>
        <TestimonialCarousel items={testimonials} autoPlay={false} aria-labelledby="say" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'What people say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it('passes its ref and HTML attributes to the <section> and still holds on hover', () => {
    const ref = createRef<HTMLElement>();
    const onPointerEnter = vi.fn();
    render(
      <TestimonialCarousel
        ref={ref}
        items={testimonials}
        interval={1000}
        id="quotes"
        className="extra"
        onPointerEnter={onPointerEnter}
      />,
    );
    const section = screen.getByRole('region', { name: 'Testimonials' });
    expect(ref.current).toBe(section);
    expect(section).toHaveAttribute('id', 'quotes');
    expect(section).toHaveClass('extra');
    fireEvent.pointerEnter(section, { pointerType: 'mouse' });
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    advance(5000);
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('leaves out the controls for a single testimonial', () => {
    render(<TestimonialCarousel items={testimonials.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
