import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Hero, type HeroMeta, type HeroProps } from './Hero';
import { SampleProductShot } from './storySamples';

const sampleMeta: HeroMeta = { version: '3.5.0', sizeMb: 20, downloads: 15847 };

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  args: {
    eyebrow: 'Public beta',
    title: 'Your clipboard history, always at hand',
    description:
      'Everything you copy on your Mac — text, images and files — stored locally, searchable in milliseconds and one shortcut away.',
    action: (
      <Button size={3} icon="download">
        Download Now
      </Button>
    ),
    meta: sampleMeta,
  },
  argTypes: { action: { control: false }, media: { control: false } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your clipboard history');
    await expect(canvas.getByText('Public beta')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download Now' })).toBeVisible();
    // The count is formatted; the size carries its unit.
    await expect(canvas.getByText('15,847')).toBeVisible();
    await expect(canvas.getByText('20 MB')).toBeVisible();
    await expect(canvas.getByText('3.5.0')).toBeVisible();
  },
};

export const WhileDataIsLoading: Story = {
  args: { meta: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByText('Loading')).toHaveLength(3);
    await expect(within(list).queryByText('15,847')).toBeNull();
  },
};

/** Starts without data, which "arrives" after a moment, as it does from the download record. */
function HeroWithArrivingData({ delay, ...props }: HeroProps & { delay: number }) {
  const [data, setData] = useState<HeroMeta | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setData(sampleMeta), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return <Hero {...props} meta={data} />;
}

/** Rounded boxes of the parts of the hero that must not move. */
function boxes(canvasElement: HTMLElement) {
  const parts = [
    canvasElement.querySelector('section'),
    canvasElement.querySelector('h1'),
    canvasElement.querySelector('button'),
    canvasElement.querySelector('dl'),
    ...canvasElement.querySelectorAll('dl > div'),
  ];
  return parts.map((part) => {
    const { x, y, width, height } = part!.getBoundingClientRect();
    return [x, y, width, height].map((n) => Math.round(n * 2) / 2);
  });
}

const noLayoutShift: Story['play'] = async ({ canvasElement }) => {
  const list = canvasElement.querySelector('dl')!;
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const before = boxes(canvasElement);
  await waitFor(() => expect(within(list).getByText('15,847')).toBeVisible(), { timeout: 3000 });
  await expect(list).not.toHaveAttribute('aria-busy');
  await expect(boxes(canvasElement)).toEqual(before);
};

export const DataArrivesWithoutLayoutShift: Story = {
  render: (args) => <HeroWithArrivingData {...args} delay={800} />,
  play: noLayoutShift,
};

/**
 * At 390 px: the title at the hero's display size (44 px, well above a section title's 28 px) and
 * the actions as wide as the text, like the closing call to action's.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    action: (
      <>
        <Button size={3} icon="download">
          Download Now
        </Button>
        <Button size={3} variant="soft">
          See Every Feature
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing sticks out sideways at 390 px.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByText('15,847')).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(44);
    const textWidth = title.parentElement!.getBoundingClientRect().width;
    for (const name of ['Download Now', 'See Every Feature']) {
      const width = canvas.getByRole('button', { name }).getBoundingClientRect().width;
      await expect(width).toBeGreaterThanOrEqual(textWidth - 1);
    }
  },
};

export const PhoneWhileDataArrives: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <HeroWithArrivingData {...args} delay={800} />,
  play: noLayoutShift,
};

export const WithoutMetaLine: Story = {
  args: { meta: null, eyebrow: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const WithMedia: Story = {
  name: 'With a product picture',
  args: { media: <SampleProductShot /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /with the clipboard history panel open/ });
    await expect(picture).toBeVisible();
    // Beside the text on a desktop: the picture starts right of the title, level with it.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const box = picture.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(title.right);
    await expect(box.top).toBeLessThan(title.bottom + 200);
  },
};

export const WithMediaOnPhone: Story = {
  name: 'With a product picture, phone',
  args: { media: <SampleProductShot /> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /with the clipboard history panel open/ });
    // Below the text and scaled down to the screen: nothing sticks out sideways.
    const metaLine = canvasElement.querySelector('dl')!.getBoundingClientRect();
    await expect(picture.getBoundingClientRect().top).toBeGreaterThanOrEqual(metaLine.bottom);
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OtherLanguage: Story = {
  name: 'Other language (labels)',
  args: {
    eyebrow: 'Öffentliche Beta',
    title: 'Dein Zwischenablage-Verlauf, immer zur Hand',
    description:
      'Alles, was du auf deinem Mac kopierst, lokal gespeichert und in Millisekunden durchsuchbar.',
    action: (
      <Button size={3} icon="download">
        Jetzt herunterladen
      </Button>
    ),
    locale: 'de-DE',
    labels: { version: 'Version', size: 'Größe', downloads: 'Downloads', pending: 'Wird geladen' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Größe')).toBeVisible();
    await expect(canvas.getByText('15.847')).toBeVisible();
  },
};
