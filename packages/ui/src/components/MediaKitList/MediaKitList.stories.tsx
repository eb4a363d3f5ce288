import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Container, Section } from '../Layout';
import { MediaKitList, type MediaKitItem } from '.';

const sampleKit: MediaKitItem[] = [
  { name: 'Logo pack', format: 'SVG + PNG', size: '12.4 MB', href: '/media/logos.zip' },
  { name: 'Product screenshots', format: 'ZIP', size: 45.2, href: '/media/screenshots.zip' },
  { name: 'Brand guidelines', format: 'PDF', size: '8.6 MB', href: '/media/brand.pdf' },
  { name: 'Founder photos', format: 'JPG', size: '6.4 MB', href: '/media/founders.zip' },
];

const meta = {
  title: 'Press/MediaKitList',
  component: MediaKitList,
  args: {
    items: sampleKit,
    title: 'Media kit',
    description: 'Logos, screenshots and guidelines, free to use in coverage.',
    action: (
      <ButtonLink href="/media/kit.zip" variant="soft" size={1} icon="download">
        Download all
      </ButtonLink>
    ),
  },
  decorators: [
    (Story) => (
      <Section>
        <Container size={2}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof MediaKitList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Numbers and written sizes add up: 12.4 + 45.2 + 8.6 + 6.4.
    await expect(canvas.getByText('4 files · 72.6 MB total')).toBeVisible();
    await expect(canvas.getByText('45.2 MB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download Brand guidelines' })).toHaveAttribute(
      'href',
      '/media/brand.pdf',
    );
    await expect(canvas.getByRole('link', { name: 'Download all' })).toBeVisible();
  },
};

export const Filtered: Story = {
  name: 'A subset (images only)',
  args: { items: sampleKit.filter((item) => item.name !== 'Brand guidelines'), action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 files · 64 MB total')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The media kit is empty for now.')).toBeVisible();
    await expect(canvas.queryByText(/total/)).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
