import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textSizes } from '../../theme/typography.css';
import { Heading, Text, textColors } from './Typography';

const meta = {
  title: 'Foundations/Typography',
  component: Text,
  parameters: { layout: 'padded' },
  args: { children: 'Your clipboard history, searchable in milliseconds.' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    color: { control: 'inline-radio', options: textColors },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TypeScale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Size {size} — The quick brown fox copies the lazy dog
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = Array.from(canvasElement.querySelectorAll('p')).map((p) =>
      parseFloat(getComputedStyle(p).fontSize),
    );
    await expect(sizes).toHaveLength(9);
    for (let i = 1; i < sizes.length; i++) await expect(sizes[i]).toBeGreaterThan(sizes[i - 1]!);
  },
};

export const Headings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading level={1}>Heading level 1</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Heading level 1');
    // The bundled font is really in use.
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontFamily).toContain(
      'Inter Variable',
    );
  },
};

export const Colors: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textColors.map((color) => (
        <Text key={color} color={color}>
          {color} — Copied 3 items
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colorOf = (name: string) => getComputedStyle(canvas.getByText(new RegExp(`^${name} —`))).color;
    // Each semantic colour really differs from the default text colour.
    for (const name of ['muted', 'accent', 'error', 'success']) {
      await expect(colorOf(name)).not.toBe(colorOf('default'));
    }
  },
};

/** A hyphenated compound moves to the next line whole; it never breaks as 'Money- / Back'. */
export const HyphenatedCompounds: Story = {
  name: 'Hyphenated compounds',
  render: () => (
    <div style={{ width: 280, display: 'grid', gap: 16 }}>
      <Heading level={2}>30-Day Money-Back Guarantee</Heading>
      <Heading level={3}>Clipnest Sync Brings End-to-End-Encrypted Sync to a Local-First Clipboard</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The text (and so the accessible name) is unchanged.
    const guarantee = canvas.getByRole('heading', { level: 2, name: '30-Day Money-Back Guarantee' });
    const compounds = [...guarantee.querySelectorAll('span')];
    await expect(compounds.map((span) => span.textContent)).toEqual(['30-Day', 'Money-Back']);
    for (const span of compounds) {
      await expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
      // One line box: the compound did not break at its hyphen.
      await expect(span.getClientRects()).toHaveLength(1);
    }
    // A long compound breaks only after a hyphen, in runs that fit a narrow screen.
    const release = canvas.getByRole('heading', { level: 3 });
    await expect([...release.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      'End-to-End-',
      'Local-First',
    ]);
    await expect(release.scrollWidth).toBeLessThanOrEqual(release.clientWidth);
  },
};
