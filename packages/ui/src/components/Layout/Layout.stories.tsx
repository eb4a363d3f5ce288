import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Text } from '../Typography';
import { Columns, Container, Section, containerSizes, sectionVariants } from './Layout';

const meta = {
  title: 'Layout/Container and Section',
  component: Section,
  args: { size: 2, variant: 'plain' },
  argTypes: { variant: { control: 'inline-radio', options: sectionVariants } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

function Body() {
  return (
    <Container>
      <Heading level={2} id="section-title">
        Everything you copy, one shortcut away
      </Heading>
      <Text color="muted">Sections stack down the page; the container keeps lines at a readable width.</Text>
    </Container>
  );
}

export const Plain: Story = {
  render: (args) => (
    <Section {...args} aria-labelledby="section-title">
      <Body />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: /one shortcut away/ }),
    ).toBeInTheDocument();
  },
};

export const Subtle: Story = { ...Plain, args: { variant: 'subtle' } };

export const Accent: Story = { ...Plain, args: { variant: 'accent', size: 3 } };

export const ContainerWidths: Story = {
  render: () => (
    <Section>
      {containerSizes.map((size) => (
        <Container key={size} size={size} style={{ marginBottom: 12 }}>
          <div style={{ border: '1px dashed currentColor', padding: 8 }}>
            <Text size={2}>Container size {size}</Text>
          </div>
        </Container>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const boxes = Array.from(canvasElement.querySelectorAll('section > div')).map(
      (el) => el.getBoundingClientRect().width,
    );
    for (let i = 1; i < boxes.length; i++) await expect(boxes[i]).toBeGreaterThan(boxes[i - 1]!);
  },
};

export const OnPhone: Story = { ...Plain, globals: { viewport: { value: 'phone' } } };

/** Two blocks paired in one band: side by side from 768 px, one height; stacked on a phone. */
export const TwoColumns: Story = {
  render: () => (
    <Section>
      <Container>
        <Columns>
          <div style={{ border: '1px dashed currentColor', padding: 16 }}>
            <Text size={2}>A short block</Text>
          </div>
          <div style={{ border: '1px dashed currentColor', padding: 16 }}>
            <Text size={2}>A taller block, with a second line that makes it taller than the first.</Text>
            <Text size={2}>Its neighbour stretches to the same height.</Text>
          </div>
        </Columns>
      </Container>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = Array.from(canvasElement.querySelectorAll('section > div > div > div')).map(
      (el) => el.getBoundingClientRect(),
    );
    await expect(first!.top).toBe(second!.top);
    await expect(first!.height).toBe(second!.height);
  },
};

export const TwoColumnsOnPhone: Story = {
  ...TwoColumns,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const [first, second] = Array.from(canvasElement.querySelectorAll('section > div > div > div')).map(
      (el) => el.getBoundingClientRect(),
    );
    await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};
