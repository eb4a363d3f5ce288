// Over 300 lines on purpose: one story per state of the component (the list designers review).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestimonialCarousel, type Testimonial } from '.';

/** Sample content: five testimonials, all rated 5, as on the landing page. */
const testimonials: Testimonial[] = [
  {
    name: 'Maya Okafor',
    role: 'Front-end developer',
    company: 'Fernway Systems',
    content:
      'I copy snippets, URLs and stack traces all day. Being able to pull any of them back with one shortcut has changed how I work — and nothing ever leaves my Mac.',
    rating: 5,
  },
  {
    name: 'Jonas Weber',
    role: 'Product designer',
    company: 'Studio Halde',
    content:
      'Colours, screenshots and bits of copy stay in one searchable timeline. I stopped keeping a scratch file open on my desktop.',
    rating: 5,
  },
  {
    name: 'Priya Raman',
    role: 'Operations lead',
    company: 'Brightline Freight',
    content:
      'Pinned answers for the questions customers ask every day save my team hours each week. Setup took two minutes.',
    rating: 5,
  },
  {
    name: 'Dr. Lena Hoffmann',
    role: 'Research scientist',
    company: 'Institute for Applied Ecology',
    content:
      'I move sequences, references and numbers between tools constantly. The history keeps every copy, and I know it stays on my own machine.',
    rating: 5,
  },
  {
    name: 'Tom Álvarez',
    role: 'Freelance writer',
    company: 'Self-employed',
    content:
      'Fast, quiet and it stays out of the way until I need it. Exactly what a clipboard manager should be.',
    rating: 5,
  },
];

const meta = {
  title: 'Landing/TestimonialCarousel',
  component: TestimonialCarousel,
  parameters: { layout: 'padded' },
  args: { items: testimonials, labels: { carousel: 'What our users say' }, onIndexChange: fn() },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: / of 5$/ });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Moves the pointer off the carousel and focus out of it, so neither holds the rotation. */
async function leave(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement.querySelector('[aria-roledescription="carousel"]')!);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

export const First: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'What our users say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const current = slide(canvasElement);
    await expect(current).toHaveAccessibleName('1 of 5');
    await expect(current).toHaveTextContent('Maya Okafor');
    await expect(current).toHaveTextContent('Rated 5 out of 5');
    await expect(canvas.getByRole('button', { name: 'Show testimonial 1 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Previous testimonial' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible();
    // Rotation by the timer is not announced.
    await expect(current.parentElement).toHaveAttribute('aria-live', 'off');
  },
};

/** Who said it: initials, name, role and company, so the quote reads as from a real person. */
export const Attribution: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const current = slide(canvasElement);
    const caption = current.querySelector('figcaption')!;
    await expect(within(caption).getByText('MO')).toBeVisible();
    await expect(within(caption).getByText('Maya Okafor')).toBeVisible();
    await expect(within(caption).getByText('Fernway Systems')).toBeVisible();
    await expect(within(caption).getByText(/^Front-end developer/)).toBeVisible();
    // The dot between role and company is for the eye; screen readers hear a comma instead.
    await expect(within(caption).getByText('·')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * On a desktop the current quote is large in the middle, and the previous and next ones stand
 * either side, whole but smaller and quieter, so three read side by side. They are pictures only: hidden from
 * screen readers and pointers (the buttons and dots reach them), and they follow the current one.
 */
export const NeighboursOnDesktop: Story = {
  args: { autoPlay: false },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = slide(canvasElement).querySelector('figure')!;
    const peeks = [...canvasElement.querySelectorAll<HTMLElement>('figure[aria-hidden="true"]')].filter(
      (figure) =>
        figure.closest('[aria-hidden="true"]') === figure && getComputedStyle(figure).display !== 'none',
    );
    await expect(peeks).toHaveLength(2);
    const [previous, next] = peeks;
    await expect(previous).toHaveTextContent('Tom Álvarez');
    await expect(next).toHaveTextContent('Jonas Weber');
    const box = current.getBoundingClientRect();
    await expect(previous!.getBoundingClientRect().right).toBeLessThan(box.left);
    await expect(next!.getBoundingClientRect().left).toBeGreaterThan(box.right);
    // The current quote is set larger than its neighbours', which are in the quieter grey.
    const size = (figure: Element) =>
      parseFloat(getComputedStyle(figure.querySelector('blockquote p')!).fontSize);
    await expect(size(current)).toBeGreaterThan(size(next!));
    const color = (figure: Element) => getComputedStyle(figure.querySelector('blockquote p')!).color;
    await expect(color(next!)).not.toBe(color(current));
    await expect(getComputedStyle(next!).pointerEvents).toBe('none');
    // Whole quotes, never cut mid-sentence: each neighbour's text fits its box.
    for (const peek of peeks) {
      const quote = peek.querySelector('blockquote p')!;
      await expect(quote.scrollHeight).toBeLessThanOrEqual(quote.clientHeight + 1);
      await expect(getComputedStyle(quote).webkitLineClamp).toBe('none');
      await expect(peek.scrollHeight).toBeLessThanOrEqual(peek.clientHeight + 1);
    }
    // Next moves the set along.
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 5'));
    const after = [...canvasElement.querySelectorAll<HTMLElement>('figure[aria-hidden="true"]')].filter(
      (figure) =>
        getComputedStyle(figure).display !== 'none' && figure.closest('[aria-hidden="true"]') === figure,
    );
    await expect(after[0]).toHaveTextContent('Maya Okafor');
    await expect(after[1]).toHaveTextContent('Priya Raman');
  },
};

export const Middle: Story = {
  args: { defaultIndex: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slide(canvasElement)).toHaveAccessibleName('3 of 5');
    await expect(slide(canvasElement)).toHaveTextContent('Priya Raman');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous testimonial' }));
    await expect(slide(canvasElement)).toHaveAccessibleName('2 of 5');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    // A change the visitor made is announced politely.
    await expect(slide(canvasElement).parentElement).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await expect(slide(canvasElement)).toHaveAccessibleName('3 of 5');
  },
};

export const LastWrapsToFirst: Story = {
  name: 'Last wraps to first',
  args: { defaultIndex: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slide(canvasElement)).toHaveAccessibleName('5 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await expect(slide(canvasElement)).toHaveAccessibleName('1 of 5');
    await expect(slide(canvasElement)).toHaveTextContent('Maya Okafor');
    await expect(canvas.getByRole('button', { name: 'Show testimonial 1 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // And back the other way, by keyboard.
    canvas.getByRole('button', { name: 'Previous testimonial' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(slide(canvasElement)).toHaveAccessibleName('5 of 5');
  },
};

export const AutoAdvancing: Story = {
  name: 'Auto-advancing',
  args: { interval: 600 },
  play: async ({ args, canvasElement }) => {
    await expect(slide(canvasElement)).toHaveAccessibleName('1 of 5');
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 5'), { timeout: 1500 });
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('3 of 5'), { timeout: 1500 });
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(2));
    // Pausing from the rotation control stops it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pause automatic rotation' }));
    await leave(canvasElement);
    await wait(900);
    await expect(slide(canvasElement)).toHaveAccessibleName('3 of 5');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Start automatic rotation' }),
    ).toBeVisible();
  },
};

export const StoppedAfterInteraction: Story = {
  name: 'Stopped after interaction',
  args: { interval: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show testimonial 4 of 5' }));
    await expect(slide(canvasElement)).toHaveAccessibleName('4 of 5');
    // Neither hover nor focus holds it any more, yet it never moves on again.
    await leave(canvasElement);
    await wait(1400);
    await expect(slide(canvasElement)).toHaveAccessibleName('4 of 5');
    await expect(canvas.getByRole('button', { name: 'Show testimonial 4 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
  },
};

export const PausedWhileHovered: Story = {
  name: 'Paused while hovered',
  args: { interval: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'What our users say' });
    // The pointer rests on the carousel: whatever slide shows stays, for longer than an interval.
    await userEvent.hover(carousel);
    const held = slide(canvasElement).getAttribute('aria-label');
    await wait(1500);
    await expect(slide(canvasElement)).toHaveAttribute('aria-label', held);
    // Hovering only holds it: it still offers to pause, not to start.
    await expect(canvas.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible();
    // The pointer leaves: it moves on again after a full interval.
    await userEvent.unhover(carousel);
    await waitFor(() => expect(slide(canvasElement)).not.toHaveAttribute('aria-label', held), {
      timeout: 1500,
    });
  },
};

export const PauseThenPlay: Story = {
  name: 'Pause then play',
  args: { interval: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic rotation' }));
    // Move the pointer and focus away, so only the pause keeps it still.
    await leave(canvasElement);
    const paused = slide(canvasElement).getAttribute('aria-label');
    await wait(1500);
    await expect(slide(canvasElement)).toHaveAttribute('aria-label', paused);
    const play = canvas.getByRole('button', { name: 'Start automatic rotation' });
    await expect(play).toBeVisible();
    // Play by keyboard: focus on the rotation control itself does not hold the carousel.
    play.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause automatic rotation' })).toHaveFocus();
    await waitFor(() => expect(slide(canvasElement)).not.toHaveAttribute('aria-label', paused), {
      timeout: 1500,
    });
    // And it keeps going.
    const next = slide(canvasElement).getAttribute('aria-label');
    await waitFor(() => expect(slide(canvasElement)).not.toHaveAttribute('aria-label', next), {
      timeout: 1500,
    });
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  args: { interval: 600 },
  // The test-runner emulates prefers-reduced-motion for this story (.storybook/test-runner.ts).
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = () => slide(canvasElement).querySelector('figure')!;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // It starts still: the control offers to start, and no interval moves it on.
      await expect(canvas.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
      await wait(1000);
      await expect(slide(canvasElement)).toHaveAccessibleName('1 of 5');
      // The visitor's own change happens at once, without the slide-in.
      await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
      await expect(slide(canvasElement)).toHaveAccessibleName('2 of 5');
      await expect(figure()).toHaveAttribute('data-animate', 'next');
      await expect(getComputedStyle(figure()).animationName).toBe('none');
      // Play still works for those who want it, and the rotation does not animate either.
      await userEvent.click(canvas.getByRole('button', { name: 'Start automatic rotation' }));
      await leave(canvasElement);
      await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('3 of 5'), { timeout: 1500 });
      await expect(getComputedStyle(figure()).animationName).toBe('none');
    } else {
      // Opened without the setting the story rotates, with the slide-in, like the others.
      await expect(canvas.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible();
      await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 5'), { timeout: 1500 });
      await expect(getComputedStyle(figure()).animationName).not.toBe('none');
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const current = slide(canvasElement);
    const viewport = current.parentElement!.parentElement!;
    // Everything fits in 390 px: nothing scrolls sideways, and no neighbour peeks in.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const figure of canvasElement.querySelectorAll('figure[aria-hidden="true"]'))
      if (!figure.parentElement!.closest('[aria-hidden="true"]'))
        await expect(getComputedStyle(figure).display).toBe('none');
    // A leftward swipe shows the next testimonial and stops the rotation.
    fireEvent.pointerDown(viewport, { pointerType: 'touch', pointerId: 7, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', pointerId: 7, clientX: 180, clientY: 210 });
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 5'));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Start automatic rotation' }),
    ).toBeVisible();
  },
};

/** With a heading (which names the carousel), initials for each author and 44 px touch targets. */
export const WithHeadingOnPhone: Story = {
  name: 'With a heading, phone',
  args: { title: 'Loved by people who copy a lot', autoPlay: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Loved by people who copy a lot' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Loved by people who copy a lot' })).toBeInTheDocument();
    // The author's initials stand in for a photo.
    await expect(within(slide(canvasElement)).getByText('MO')).toBeVisible();
    // Every dot is a 44 px tall target; the rotation control looks like the arrows beside it.
    for (const dot of within(canvas.getByRole('group', { name: 'Choose a testimonial' })).getAllByRole(
      'button',
    )) {
      await expect(dot.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const play = canvas.getByRole('button', { name: 'Start automatic rotation' });
    const next = canvas.getByRole('button', { name: 'Next testimonial' });
    await expect(play.className).toBe(next.className);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const StoppedByATouch: Story = {
  name: 'Stopped by a touch on the slides',
  args: { interval: 600 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = slide(canvasElement).parentElement!.parentElement!;
    await expect(canvas.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible();
    // A tap on the quote (the finger does not move): the visitor is reading, so it stops for good.
    fireEvent.pointerDown(viewport, { pointerType: 'touch', pointerId: 9, clientX: 200, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', pointerId: 9, clientX: 201, clientY: 201 });
    await expect(await canvas.findByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    const touched = slide(canvasElement).getAttribute('aria-label');
    await wait(1500);
    await expect(slide(canvasElement)).toHaveAttribute('aria-label', touched);
  },
};

export const OtherLanguage: Story = {
  name: 'Other language (labels)',
  args: {
    autoPlay: false,
    labels: {
      carousel: 'Das sagen unsere Nutzer',
      rating: (rating, max) => `${rating} von ${max} Sternen`,
      slide: (position, total) => `${position} von ${total}`,
      dot: (position, total) => `Stimme ${position} von ${total} zeigen`,
      dots: 'Stimme wählen',
      previous: 'Vorherige Stimme',
      next: 'Nächste Stimme',
      pause: 'Automatischen Wechsel anhalten',
      play: 'Automatischen Wechsel starten',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Das sagen unsere Nutzer' })).toBeVisible();
    const current = canvas.getByRole('group', { name: '1 von 5' });
    await expect(current).toHaveTextContent('5 von 5 Sternen');
    await expect(canvas.getByRole('group', { name: 'Stimme wählen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Stimme' }));
    await expect(canvas.getByRole('group', { name: '2 von 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stimme 2 von 5 zeigen' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Automatischen Wechsel starten' })).toBeVisible();
  },
};
