import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Container } from '../Layout';
import { Stat, StatGroup, statSizes } from './Stat';

const meta = {
  title: 'Landing/Stat',
  component: Stat,
  parameters: { layout: 'centered' },
  args: { value: 15847, label: 'Downloads', size: 3 },
  argTypes: { size: { control: 'inline-radio', options: statSizes } },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48, alignItems: 'flex-end' }}>
      {statSizes.map((size) => (
        <Stat key={size} {...args} size={size} data-testid={`size-${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (size: number) => canvas.getByTestId(`size-${size}`).getBoundingClientRect().height;
    await expect(height(1)).toBeLessThan(height(2));
    await expect(height(2)).toBeLessThan(height(3));
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read as a term and its value: "Downloads: 15,847".
    await expect(canvas.getByRole('term')).toHaveTextContent('Downloads');
    await expect(canvas.getByRole('definition')).toHaveTextContent('15,847');
    // Shown figure first, label under it.
    const figure = canvas.getByText('15,847').getBoundingClientRect();
    const label = canvas.getByText('Downloads').getBoundingClientRect();
    await expect(figure.bottom).toBeLessThanOrEqual(label.top + 1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('definition')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('15,847')).toBeNull();
  },
};

/** A pending Stat next to a loaded one: the placeholder has the figure's height. */
export const PendingKeepsItsSize: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48, alignItems: 'flex-start' }}>
      <Stat {...args} data-testid="loaded" />
      <Stat {...args} isPending data-testid="loading" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loaded = canvas.getByTestId('loaded').getBoundingClientRect();
    const loading = canvas.getByTestId('loading').getBoundingClientRect();
    await expect(loading.height).toBeCloseTo(loaded.height, 0);
  },
};

const groupStats = [
  { value: 15847, label: 'Downloads' },
  { value: '4.9', label: 'Average rating' },
  { value: '< 1 ms', label: 'Search time' },
  { value: '100%', label: 'Stored on your Mac' },
];

export const Group: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Container style={{ paddingBlock: 48 }}>
      <StatGroup aria-label="Clipnest in numbers">
        {groupStats.map((stat) => (
          <Stat key={stat.label} {...stat} size={2} />
        ))}
      </StatGroup>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    // One list, with a term/value pair per Stat.
    await expect(canvasElement.querySelectorAll('dl')).toHaveLength(1);
    await expect(within(list).getAllByRole('term')).toHaveLength(4);
    const tops = within(list)
      .getAllByRole('term')
      .map((term) => Math.round(term.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1); // one row on a desktop
  },
};

function ArrivingGroup() {
  const [downloads, setDownloads] = useState<number | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setDownloads(15847), 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Container style={{ paddingBlock: 48 }}>
      <StatGroup aria-label="Clipnest in numbers">
        <Stat value={downloads} label="Downloads" size={2} placeholderDigits={6} />
        {groupStats.slice(1).map((stat) => (
          <Stat key={stat.label} {...stat} size={2} />
        ))}
      </StatGroup>
    </Container>
  );
}

export const GroupOnPhone: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  render: () => <ArrivingGroup />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const before = list.getBoundingClientRect().height;
    await waitFor(() => expect(within(list).getByText('15,847')).toBeVisible(), { timeout: 3000 });
    await expect(list.getBoundingClientRect().height).toBe(before);
    const lefts = within(list)
      .getAllByRole('term')
      .map((term) => Math.round(term.parentElement!.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(2); // two columns on a phone
  },
};

/** Three figures on a phone: one row of three (not two and one), a step smaller. */
export const GroupOfThreeOnPhone: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <Container style={{ paddingBlock: 48 }}>
      <StatGroup aria-label="Clipnest in numbers">
        {groupStats.slice(0, 3).map((stat) => (
          <Stat key={stat.label} {...stat} size={2} />
        ))}
      </StatGroup>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const tops = within(list)
      .getAllByRole('term')
      .map((term) => Math.round(term.parentElement!.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Three headline figures as a band: one row with hairlines between them on a desktop. */
function Band() {
  return (
    <Container style={{ paddingBlock: 48 }}>
      <StatGroup variant="band" aria-label="Clipnest in numbers">
        <Stat value={15847} label="Downloads" size={3} />
        <Stat value="5.0/5" label="Rating from 5 beta reviews" size={3} />
        <Stat value="3.5.0" label="Latest release" size={3} />
      </StatGroup>
    </Container>
  );
}

export const GroupAsBand: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <Band />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAccessibleName('Clipnest in numbers');
    await expect(within(list).getByText('15,847')).toBeVisible();
    const terms = within(list).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Downloads',
      'Rating from 5 beta reviews',
      'Latest release',
    ]);
    const tops = terms.map((term) => Math.round(term.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1); // one row
  },
};

export const GroupAsBandOnPhone: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  render: () => <Band />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const [first, , last] = within(list)
      .getAllByRole('term')
      .map((term) => term.parentElement!.getBoundingClientRect());
    // One figure a row, each as wide as the band: no figure left alone beside an empty half.
    await expect(last!.top).toBeGreaterThan(first!.bottom - 1);
    await expect(Math.round(last!.width)).toBe(Math.round(first!.width));
    await expect(Math.round(first!.width)).toBe(Math.round(list.getBoundingClientRect().width));
    // The figure over its label, both at the start of the row.
    const term = within(list).getAllByRole('term')[0]!.getBoundingClientRect();
    const figure = within(list).getAllByRole('definition')[0]!.getBoundingClientRect();
    await expect(figure.bottom).toBeLessThanOrEqual(term.top + 1);
    await expect(Math.round(figure.left)).toBe(Math.round(term.left));
  },
};

/** The band as a page first shows it: figures read over the network arrive after it is on screen. */
function LateBand() {
  const [record, setRecord] = useState<{ version: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setRecord({ version: '3.8.0-beta.1' }), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Container style={{ paddingBlock: 48 }}>
      <StatGroup variant="band" aria-label="Clipnest in numbers">
        <Stat value="Public beta" label="Open to everyone" size={3} />
        <Stat
          value={record?.version}
          isPending={!record}
          placeholderDigits={5}
          label="Latest release"
          size={3}
        />
      </StatGroup>
    </Container>
  );
}

/** A figure that arrives longer than its placeholder moves nothing: its box stays where it was. */
export const LateFigureOnPhone: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  render: () => <LateBand />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = () => canvas.getAllByRole('definition')[1]!;
    const before = figure().getBoundingClientRect();
    await expect(figure()).toHaveTextContent('Loading');
    await waitFor(() => expect(figure()).toHaveTextContent('3.8.0-beta.1'));
    const after = figure().getBoundingClientRect();
    await expect([after.left, after.top, after.width]).toEqual([before.left, before.top, before.width]);
  },
};
