import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { BenefitsGrid, HiringSteps, ValuesGrid } from '.';
import { sampleBenefits, sampleHiringSteps, sampleValues } from './careerSamples';

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

export const Hiring: Story = {
  name: 'Hiring steps',
  render: () => (
    <HiringSteps
      title="How we hire"
      description="Four steps, usually two weeks from application to offer."
      items={sampleHiringSteps}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    // An ordered list: the steps are read in order, with their positions.
    await expect(list.tagName).toBe('OL');
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Apply', 'Intro call', 'Work sample', 'Meet the team']);
  },
};

export const HiringPhone: Story = {
  name: 'Hiring steps on a phone',
  globals: { viewport: { value: 'phone' } },
  render: Hiring.render,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
