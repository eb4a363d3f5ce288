import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamGrid } from './TeamGrid';

const members = [
  {
    name: 'Lena Hoffmann',
    role: 'Co-founder and CEO',
    bio: 'Writes the release notes and answers the hardest support emails.',
  },
  {
    name: 'Jonas Becker',
    role: 'Co-founder and CTO',
    bio: 'Owns the database, the index and the sync protocol.',
  },
  { name: 'Sofia Marino', role: 'Product designer', bio: 'Designs the app and the website.' },
  { name: 'Daniel Osei', role: 'macOS engineer', bio: 'Keeper of the 50 ms budget.' },
  { name: 'Hannah Kim', role: 'Customer support lead', bio: 'Reads every message.' },
  { name: 'Mira Schulz', role: 'Backend engineer', bio: 'Runs the sync relay and the update feed.' },
  { name: 'Tomás Vidal', role: 'Release and QA engineer', bio: 'Tests every build on six Macs.' },
  { name: 'Aylin Demir', role: 'Community and content', bio: 'Writes the blog and the docs.' },
];

const meta = {
  title: 'Content pages/TeamGrid',
  component: TeamGrid,
  args: { title: 'The Team', members },
  render: (args) => (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px' }}>
      <TeamGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightPeople: Story = {
  name: 'Eight people',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'The Team' });
    // One heading per person; the portraits are pictures only, hidden from screen readers.
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const portraits = section.querySelectorAll('[aria-hidden="true"]');
    await expect(portraits).toHaveLength(8);
    await expect(portraits[0]).toHaveTextContent('LH');
    // Two full rows of four on a desktop: the last row is as full as the first.
    const tops = [...section.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(2);
  },
};

export const OnPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const tops = [...canvasElement.querySelectorAll('li')].map((li) =>
      Math.round(li.getBoundingClientRect().top),
    );
    // Two a row.
    await expect(new Set(tops).size).toBe(4);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
