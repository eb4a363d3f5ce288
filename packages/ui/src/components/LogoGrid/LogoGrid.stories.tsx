import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { LogoGrid } from '.';
import { samplePartners } from './partnerSamples';
import { wordmarkSymbols, wordmarkTypes } from './partners';

const meta = {
  title: 'Partners/LogoGrid',
  component: LogoGrid,
  args: {
    items: samplePartners,
    title: 'Trusted partners',
    description: 'Teams that build on, sell and integrate with the app.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <Section>
        <Container size={4}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof LogoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Filter partners by category' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Technology', 'Reseller', 'Integration']);
    await expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(names(canvasElement)).toEqual(samplePartners.map((p) => p.name));
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Reseller' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Reseller');
    await expect(names(canvasElement)).toEqual(['Globex', 'Umbrella Media', 'Vandelay Software']);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 partners');
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(names(canvasElement)).toHaveLength(8);
    // The story ends filtered.
    await userEvent.click(canvas.getByRole('radio', { name: 'Integration' }));
    await expect(names(canvasElement)).toEqual(['Initech Systems', 'Stark Digital']);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultValue: 'Technology' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The category chips wrap as the press list's do: every chip whole on the screen, none cut off.
    const chips = within(canvasElement).getAllByRole('radio');
    for (const chip of chips) await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(names(canvasElement)).toEqual(['Meridian Labs', 'Acme Cloud', 'Hooli']);
  },
};

/** Every symbol and type style, as partners' own wordmarks: a neutral grey wall, never our accent. */
export const Wordmarks: Story = {
  args: {
    hideFilter: true,
    items: wordmarkSymbols.map((symbol, index) => ({
      name: `${symbol[0]!.toUpperCase()}${symbol.slice(1)} Partners`,
      category: 'Technology',
      mark: { symbol, type: wordmarkTypes[index % wordmarkTypes.length]! },
    })),
  },
  play: async ({ canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll('svg[data-symbol]')].map((svg) =>
      svg.getAttribute('data-symbol'),
    );
    await expect(drawn).toEqual([...wordmarkSymbols]);
    // Each symbol draws something.
    for (const svg of canvasElement.querySelectorAll('svg[data-symbol]')) {
      await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0);
      await expect(svg.children.length).toBeGreaterThan(0);
    }
    await expect(names(canvasElement)).toHaveLength(wordmarkSymbols.length);
  },
};
