import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { sampleJobs } from '../CareerSections/careerSamples';
import { JobList } from '.';

const meta = {
  title: 'Careers/JobList',
  component: JobList,
  args: {
    items: sampleJobs,
    title: 'Open positions',
    description: 'Five roles, remote-friendly across the EU.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toHaveLength(5);
    // Each opening links to its own page, /careers/{title-slug}.
    await expect(canvas.getByRole('link', { name: 'Senior macOS Engineer' })).toHaveAttribute(
      'href',
      '/careers/senior-macos-engineer',
    );
    await expect(canvas.getByRole('link', { name: 'Customer Success Specialist' })).toHaveAttribute(
      'href',
      '/careers/customer-success-specialist',
    );
    await expect(canvas.getAllByText('Remote (EU)')).toHaveLength(3);
    await expect(canvas.getAllByRole('list', { name: 'Tags' })).toHaveLength(5);
  },
};

export const FilteredByDepartment: Story = {
  name: 'Filtered by department',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Filter positions by department' }))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Engineering', 'Design', 'Marketing', 'Support']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Engineering' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Engineering');
    await expect(titles(canvasElement)).toEqual(['Senior macOS Engineer', 'Frontend Engineer']);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 open positions');
  },
};

export const WithoutFilter: Story = {
  name: 'Without filter',
  args: { hideFilter: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
    await expect(titles(canvasElement)).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open positions right now.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The department chips wrap onto a second line: every chip whole on the screen, none cut off.
    const chips = within(canvasElement).getAllByRole('radio');
    for (const chip of chips) await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(new Set(chips.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(2);
    // Each row: the title, then its facts on one line, the skills on one row, the chevron beside
    // the title — none alone on a line, none lost.
    const rows = canvasElement.querySelectorAll('li:has(> div > h3)');
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      const heading = row.querySelector('h3')!.getBoundingClientRect();
      const facts = [...row.querySelectorAll('dd')].map((dd) => dd.getBoundingClientRect());
      await expect(new Set(facts.map((f) => Math.round(f.top))).size).toBe(1);
      const arrow = row.querySelector(':scope > svg')!.getBoundingClientRect();
      await expect(arrow.width).toBeGreaterThan(0);
      await expect(arrow.right).toBeLessThanOrEqual(row.getBoundingClientRect().right);
      await expect(arrow.top).toBeLessThan(facts[0]!.bottom);
      await expect(arrow.bottom).toBeGreaterThan(heading.top);
      const tags = within(row as HTMLElement).getByRole('list', { name: 'Tags' });
      await expect(tags.getBoundingClientRect().height).toBeLessThanOrEqual(24);
    }
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Design' }));
    await expect(titles(canvasElement)).toEqual(['Product Designer']);
  },
};
