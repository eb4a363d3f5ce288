import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Text } from '../Typography';
import { Container, Section, containerSizes, sectionVariants } from './Layout';

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
