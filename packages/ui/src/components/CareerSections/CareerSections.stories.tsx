import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { BenefitsGrid, ValuesGrid } from '.';
import { sampleBenefits, sampleValues } from './careerSamples';

const meta = {
  title: 'Careers/Sections',
  component: ValuesGrid,
  args: { items: sampleValues },
  decorators: [
    (Story) => (
      <Section>
        <Container size={4}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof ValuesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Values: Story = {
  args: {
    eyebrow: 'How we work',
    title: 'Our values',
    description: 'Four ideas behind every decision we make.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Our values' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      sampleValues.map((v) => v.title),
    );
  },
};

export const Benefits: Story = {
  render: () => <BenefitsGrid title="Benefits" items={sampleBenefits} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Benefits' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};
