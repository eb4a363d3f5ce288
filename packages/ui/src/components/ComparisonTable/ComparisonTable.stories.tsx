import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Container } from '../Layout';
import { ComparisonTable } from './ComparisonTable';
import {
  sampleGroups,
  samplePlans,
  sampleUngrouped,
  sampleWidePlans,
  sampleWideRows,
} from './comparisonSamples';

const meta = {
  title: 'Pricing/ComparisonTable',
  component: ComparisonTable,
  decorators: [
    (Story) => (
      <Container size={3} style={{ paddingBlock: 32 }}>
        <Story />
      </Container>
    ),
  ],
  args: { title: 'Compare Plans', plans: samplePlans, groups: sampleUngrouped, highlightedPlanId: 'pro' },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row whose header starts with `name`. */
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table')).getByText(name, { selector: 'span' }).closest('tr')!;

export const Desktop: Story = {
  name: 'Desktop',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAccessibleName('Compare Plans');
    // Plan names are column headers, feature names row headers.
    const planHeaders = [...table.querySelectorAll('thead th')];
    await expect(planHeaders.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    await expect(planHeaders.map((th) => th.querySelector('span')!.textContent)).toEqual([
      'Basic',
      'Pro',
      'Enterprise',
    ]);
    const row = rowOf(canvasElement, 'Password protection');
    await expect(row.querySelector('th')).toHaveAttribute('scope', 'row');
    // Checks and crosses have text alternatives.
    const cells = [...row.querySelectorAll('td')];
    await expect(cells.map((cell) => cell.textContent)).toEqual(['Not included', 'Included', 'Included']);
    await expect(rowOf(canvasElement, 'Custom rules').querySelectorAll('td')[2]).toHaveTextContent(
      'Advanced',
    );
    // On desktop everything fits: no sideways scrolling.
    const region = canvas.getByRole('region');
    await expect(region).toHaveAccessibleName('Compare Plans');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(table.querySelectorAll('th[scope="rowgroup"]')).toHaveLength(0);
  },
};

export const WithGroups: Story = {
  name: 'With groups',
  args: { groups: sampleGroups },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const groupHeadings = [...table.querySelectorAll('th[scope="rowgroup"]')];
    await expect(groupHeadings.map((th) => th.textContent)).toEqual([
      'History',
      'Sync and organization',
      'Security and privacy',
      'Support and teams',
    ]);
    // Each group is its own row group, its heading spanning every column.
    await expect(table.querySelectorAll('tbody')).toHaveLength(4);
    await expect(groupHeadings[0]).toHaveAttribute('colspan', '4');
    await expect(rowOf(canvasElement, 'Maximum history size').querySelector('th')).toHaveTextContent(
      'How many clips are kept.',
    );
  },
};

export const Phone: Story = {
  name: 'Phone: plan switcher',
  args: { groups: sampleGroups },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No table on a phone (nothing scrolls sideways): one plan at a time, the highlighted one first.
    await expect(canvas.queryByRole('table')).toBeNull();
    const comparison = canvas.getByRole('region', { name: 'Compare Plans' });
    const choice = within(comparison).getByRole('radiogroup', { name: 'Plan' });
    const pro = within(choice).getByRole('radio', { name: /Pro/ });
    await expect(pro).toBeChecked();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(comparison.scrollWidth).toBeLessThanOrEqual(comparison.clientWidth);
    const encryption = () =>
      within(comparison).getByText('Password protection', { selector: 'span' }).closest('li')!;
    await expect(encryption()).toHaveTextContent('Included');
    // Every plan is a tap (or an arrow key) away; the list follows the choice.
    await userEvent.click(within(choice).getByRole('radio', { name: /Basic/ }));
    await expect(within(choice).getByRole('radio', { name: /Basic/ })).toBeChecked();
    await expect(encryption()).toHaveTextContent('Not included');
    // Grouped like the table: each group's list is named by its category.
    await expect(within(comparison).getAllByRole('list').length).toBeGreaterThan(1);
    await expect(within(comparison).getAllByRole('list')[0]).toHaveAccessibleName();
    // Back to the highlighted plan for the picture.
    await userEvent.click(pro);
  },
};

export const HiddenCaption: Story = {
  name: 'Title for screen readers only, feature column named',
  args: { groups: sampleGroups, hideTitle: true, labels: { featureColumn: 'Feature' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAccessibleName('Compare Plans');
    await expect(table.querySelector('caption')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const corner = table.querySelector('thead th')!;
    await expect(corner).toHaveTextContent('Feature');
    await expect(corner).toHaveAttribute('scope', 'col');
  },
};

export const TabletWideTable: Story = {
  name: 'Tablet, five plans: the table scrolls by keyboard',
  args: { plans: sampleWidePlans, groups: sampleWideRows, labels: { included: 'Yes', notIncluded: 'No' } },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    // Wider than the phone: it scrolls sideways inside the region, not the page.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The right edge shows a scroll shadow (the fixed layer of the region's background) while
    // the first column stays put.
    await expect(getComputedStyle(region).backgroundAttachment).toBe('local, scroll');
    await expect(getComputedStyle(region).backgroundImage).toContain('linear-gradient');
    // Keyboard users can reach the region and scroll it with the arrow keys.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const rowHeader = rowOf(canvasElement, 'Password protection').querySelector('th')!;
    const startLeft = rowHeader.getBoundingClientRect().left;
    await expect(region.scrollLeft).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    // Once the smooth scroll settles, one press has moved a whole plan column (or to the end).
    await waitFor(async () => {
      const before = region.scrollLeft;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(region.scrollLeft).toBe(before);
    });
    const maxScroll = region.scrollWidth - region.clientWidth;
    const column = region.querySelector('thead th:last-child')!.getBoundingClientRect().width;
    await expect(region.scrollLeft).toBeGreaterThanOrEqual(Math.min(Math.floor(column) - 1, maxScroll - 1));
    // Home goes back to the start, End to the last plan.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(region.scrollLeft).toBe(0));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(Math.ceil(region.scrollLeft)).toBeGreaterThanOrEqual(maxScroll - 1));
    // The feature names stay in view while the plans scroll under them.
    await expect(Math.round(rowHeader.getBoundingClientRect().left)).toBe(Math.round(startLeft));
    const lastPlan = region.querySelector('thead th:last-child')!;
    await expect(lastPlan.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right + 1,
    );
    // ArrowLeft scrolls back towards the start.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(region.scrollLeft).toBeLessThan(maxScroll - 1));
  },
};
