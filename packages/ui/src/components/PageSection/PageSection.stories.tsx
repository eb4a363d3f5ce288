import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Typography';
import { PageSection } from './PageSection';

const meta = {
  title: 'Landing/PageSection',
  component: PageSection,
  args: {
    eyebrow: 'How it works',
    title: 'Four steps, and the last one takes a second',
    description: 'The app stays out of the way until you need something you copied.',
    children: <Text>Section content goes here: a step list, a carousel, a grid of cards.</Text>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centred intro above the content: the section is a landmark named by its title. */
export const Centred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Four steps, and the last one takes a second' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** Left-aligned intro on a gray band, for text-led sections. */
export const StartAlignedSubtle: Story = {
  args: { align: 'start', variant: 'subtle' },
};

/** Title only, one level deeper inside a page section. */
export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};
