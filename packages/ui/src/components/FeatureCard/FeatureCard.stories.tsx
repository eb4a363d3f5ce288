import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FeatureVignette } from '../FeatureVignette';
import { sampleVignettes } from '../FeatureVignette/storySamples';
import { iconNames } from '../Icon';
import { Text } from '../Typography';
import { FeatureCard, type FeatureCardProps } from './FeatureCard';
import * as samples from './storySamples.css';

const meta = {
  title: 'Landing/FeatureCard',
  component: FeatureCard,
  args: {
    title: 'Intelligent Search',
    description:
      'Type a few letters to find anything you copied, filtered by type, app or date in milliseconds.',
    icon: 'search',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div className={samples.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

/** A tall block before the card, so the card starts below the fold. */
function BelowTheFold(props: FeatureCardProps) {
  return (
    <>
      <div className={samples.spacer}>
        <Text color="muted">Scroll down: the card fades in as it comes into view.</Text>
      </div>
      <FeatureCard {...props} />
    </>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    // The title is an h3 by default, under a section's h2.
    await expect(
      within(article).getByRole('heading', { level: 3, name: 'Intelligent Search' }),
    ).toBeVisible();
    await expect(within(article).getByText(/find anything you copied/)).toBeVisible();
    // The icon is decoration: hidden from screen readers.
    await expect(article.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Without revealOnScroll the card is simply there.
    await expect(article).toHaveAttribute('data-reveal', 'static');
    await expect(getComputedStyle(article).opacity).toBe('1');
  },
};

/** A drawing of the feature in place of the icon. */
export const WithVignette: Story = {
  name: 'With a vignette',
  args: { media: <FeatureVignette {...sampleVignettes.search} /> },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    await expect(
      within(article).getByRole('heading', { level: 3, name: 'Intelligent Search' }),
    ).toBeVisible();
    // The drawing comes first and stands in for the icon; screen readers skip it.
    const media = article.firstElementChild!;
    await expect(media).toHaveAttribute('aria-hidden', 'true');
    await expect(media.querySelector('mark')).toBeVisible();
    await expect(article.querySelectorAll(':scope > span svg')).toHaveLength(0);
    // It spans the card's content width and sits above the title.
    const heading = within(article).getByRole('heading').getBoundingClientRect();
    const box = media.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(heading.top);
    await expect(Math.round(box.width)).toBe(Math.round(heading.width));
  },
};

export const HeadingLevelTwo: Story = {
  name: 'Heading level 2',
  args: { headingLevel: 2, title: 'Local Storage Privacy', icon: 'lock' },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    await expect(
      within(article).getByRole('heading', { level: 2, name: 'Local Storage Privacy' }),
    ).toBeVisible();
    await expect(within(article).queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const RevealOnScrollBeforeReveal: Story = {
  name: 'Reveal on scroll, before reveal',
  args: { revealOnScroll: true },
  render: (args) => <BelowTheFold {...args} />,
  play: async ({ canvasElement }) => {
    canvasElement.ownerDocument.defaultView!.scrollTo({ top: 0, behavior: 'instant' });
    const article = card(canvasElement);
    // Out of view after mount: hidden, waiting to fade in.
    await waitFor(() => expect(article).toHaveAttribute('data-reveal', 'hidden'));
    await waitFor(() => expect(getComputedStyle(article).opacity).toBe('0'));
    await expect(article.getBoundingClientRect().top).toBeGreaterThan(
      canvasElement.ownerDocument.defaultView!.innerHeight,
    );
  },
};

export const RevealOnScrollAfterReveal: Story = {
  name: 'Reveal on scroll, after reveal',
  args: { revealOnScroll: true },
  render: (args) => <BelowTheFold {...args} />,
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    await waitFor(() => expect(article).toHaveAttribute('data-reveal', 'hidden'));
    // The visitor scrolls down to it: it fades in and stays.
    article.scrollIntoView({ block: 'center', behavior: 'instant' });
    await waitFor(() => expect(article).toHaveAttribute('data-reveal', 'revealed'));
    await waitFor(() => expect(getComputedStyle(article).opacity).toBe('1'), { timeout: 2000 });
    // Scrolling away again does not hide it a second time.
    canvasElement.ownerDocument.defaultView!.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(article).toHaveAttribute('data-reveal', 'revealed');
    article.scrollIntoView({ block: 'center', behavior: 'instant' });
  },
};

export const RevealOnScrollAlreadyInView: Story = {
  name: 'Reveal on scroll, already in view',
  args: { revealOnScroll: true },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    // In view when the page loads: never hidden, so nothing flickers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(article).toHaveAttribute('data-reveal', 'static');
    await expect(getComputedStyle(article).opacity).toBe('1');
  },
};

export const RevealOnScrollWithReducedMotion: Story = {
  name: 'Reveal on scroll, reduced motion',
  args: { revealOnScroll: true },
  render: (args) => <BelowTheFold {...args} />,
  // The test-runner emulates prefers-reduced-motion for this story.
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // No fade: the card is plainly visible even before it is scrolled to.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(article).toHaveAttribute('data-reveal', 'static');
      await expect(getComputedStyle(article).opacity).toBe('1');
      await expect(getComputedStyle(article).transform).toBe('none');
    } else {
      // Opened without the setting, the card waits below the fold to fade in as usual.
      await waitFor(() => expect(article).toHaveAttribute('data-reveal', 'hidden'));
    }
  },
};

export const LongTextNarrow: Story = {
  name: 'Long text, narrow',
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'End-to-end encrypted synchronisation between all of your own Macs',
    description:
      'Turn on the optional sync of a Pro or Enterprise plan and your history follows you from your desk to your laptop, encrypted on the device before it leaves, so nobody else — not even us — can read it. Everything else keeps working offline: Kundendatenverschlüsselungseinstellungen stay local.',
    icon: 'shield',
  },
  decorators: [
    (Story) => (
      <div className={samples.narrowFrame}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    const heading = within(article).getByRole('heading', { level: 3 });
    // The long title wraps onto several lines instead of being cut off.
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    // Nothing, not even a very long word, pokes out of the card or the screen.
    for (const part of [article, heading, article.querySelector('p')!]) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
    const box = article.getBoundingClientRect();
    for (const child of article.querySelectorAll('h3, p, span')) {
      await expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An app's own icon in place of one from the set. */
export const OwnIconElement: Story = {
  name: 'Own icon element',
  args: {
    title: 'Pinned Snippets',
    icon: (
      <svg data-testid="own-icon" viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
        <path
          d="M12 2l2.6 6.6L21 9.3l-5 4.4L17.5 21 12 17.3 6.5 21 8 13.7 3 9.3l6.4-.7z"
          fill="currentColor"
        />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    const icon = within(article).getByTestId('own-icon');
    await expect(icon).toBeVisible();
    await expect(icon.getBoundingClientRect().width).toBe(22);
  },
};
