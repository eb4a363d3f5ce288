import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqSection, faqSectionVariants } from '.';
import { sampleFaqItems } from './faqSamples';

const meta = {
  title: 'Landing/FaqSection',
  component: FaqSection,
  args: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    description: 'Everything you need to know about your clipboard history and your plan.',
    items: sampleFaqItems,
    supportLink: (
      <span>
        Still stuck? <a href="mailto:support@example.com">Contact support</a>
      </span>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: faqSectionVariants },
    supportLink: { control: false },
  },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
const question = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });
const search = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search questions' });
const chip = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('radio', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
    // The eyebrow above the title, as on the other sections.
    await expect(canvas.getByText('FAQ')).toBeVisible();
    // Chips: All, then each category in order of first appearance.
    const chips = within(canvas.getByRole('radiogroup', { name: 'Filter by category' })).getAllByRole(
      'radio',
    );
    await expect(chips.map((c) => c.textContent)).toEqual([
      'All',
      'General',
      'Security',
      'Features',
      'Compatibility',
      'Pricing',
      'Usage',
    ]);
    await expect(chip(canvasElement, 'All')).toBeChecked();
    // Every question starts closed.
    await expect(triggers(canvasElement).map((t) => t.getAttribute('aria-expanded'))).toEqual(
      sampleFaqItems.map(() => 'false'),
    );
    // Questions are headings one level below the section's.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(sampleFaqItems.length);
  },
};

export const OneOpen: Story = {
  name: 'One open',
  args: { defaultExpandedKey: 'where-stored' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stored = question(canvasElement, 'Where is my clipboard history stored?');
    await expect(stored).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/encrypted local database/)).toBeVisible();
    // Opening another question closes the first: one answer at a time.
    const price = question(canvasElement, 'How much does it cost?');
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-expanded', 'true');
    await expect(stored).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/encrypted local database/)).not.toBeVisible());
    await expect(canvas.getByText(/start at \$3\.99\/month/)).toBeVisible();
    // The keyboard works too.
    stored.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stored).toHaveAttribute('aria-expanded', 'true');
    await expect(price).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement), ' SYNC ');
    // Matches questions and answers, ignoring case and the spaces around the query.
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(2));
    await expect(triggers(canvasElement).map((t) => t.textContent)).toEqual([
      'Where is my clipboard history stored?',
      'Can I sync my history between Macs?',
    ]);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 questions');
  },
};

export const CategoryChosen: Story = {
  name: 'Category chosen',
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'Pricing'));
    await expect(chip(canvasElement, 'Pricing')).toBeChecked();
    await expect(chip(canvasElement, 'All')).not.toBeChecked();
    await expect(triggers(canvasElement).map((t) => t.textContent)).toEqual([
      'How much does it cost?',
      'Can I get a refund?',
    ]);
    // Single choice: choosing again keeps it chosen; All brings everything back.
    await userEvent.click(chip(canvasElement, 'Pricing'));
    await expect(chip(canvasElement, 'Pricing')).toBeChecked();
    await userEvent.click(chip(canvasElement, 'All'));
    await expect(triggers(canvasElement)).toHaveLength(sampleFaqItems.length);
    // The story ends on another category: only its questions are listed, and the count is read out.
    await userEvent.click(chip(canvasElement, 'Usage'));
    await expect(chip(canvasElement, 'Usage')).toBeChecked();
    await expect(chip(canvasElement, 'All')).not.toBeChecked();
    await expect(triggers(canvasElement).map((t) => t.textContent)).toEqual([
      'How do I open my clipboard history?',
      'Can I keep some items from being cleared?',
    ]);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 questions');
  },
};

export const SearchAndCategory: Story = {
  name: 'Search and category',
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'Security'));
    await userEvent.type(search(canvasElement), 'mac');
    // 'mac' appears in many answers; only the Security ones remain.
    await waitFor(() =>
      expect(triggers(canvasElement).map((t) => t.textContent)).toEqual([
        'Where is my clipboard history stored?',
      ]),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 question');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(search(canvasElement), 'linux');
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(0));
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    // Clearing the search brings the questions back.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(sampleFaqItems.length));
    await expect(canvas.queryByText('No results found')).toBeNull();
    // The story ends in the empty state: no question, the message and the way to ask a person.
    await userEvent.type(search(canvasElement), 'linux');
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(0));
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    await expect(canvas.getByText('No results found')).toBeVisible();
    const support = canvas.getByRole('link', { name: 'Contact support' });
    await expect(support).toBeVisible();
    await expect(support).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(search(canvasElement)).toHaveValue('linux');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultExpandedKey: 'price' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(question(canvasElement, 'How much does it cost?')).toHaveAttribute('aria-expanded', 'true');
    // The chips wrap, centred: every category is on screen at once, none cut off at the edge.
    const row = within(canvasElement).getByRole('radiogroup');
    const chips = within(row).getAllByRole('radio');
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const c of chips) {
      await expect(c.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(c.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
    const rows = new Set(chips.map((c) => Math.round(c.getBoundingClientRect().top)));
    await expect(rows.size).toBeLessThanOrEqual(2);
    await userEvent.click(chip(canvasElement, 'Features'));
    await expect(triggers(canvasElement)).toHaveLength(2);
  },
};

/** A long FAQ shows its first questions and a toggle for the rest; a search or a chip shows every match. */
export const FirstFew: Story = {
  name: 'First few, then Show All',
  args: { shownAtFirst: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visibleQuestions = () => triggers(canvasElement).filter((t) => t.checkVisibility());
    await expect(visibleQuestions()).toHaveLength(5);
    // Every question is in the page (find-in-page, no script), the rest behind a native disclosure.
    await expect(triggers(canvasElement)).toHaveLength(sampleFaqItems.length);
    const toggle = canvas.getByText(`Show All ${sampleFaqItems.length} Questions`);
    await expect(toggle.closest('summary')).not.toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(visibleQuestions()).toHaveLength(sampleFaqItems.length));
    await expect(canvas.getByText('Show Fewer Questions')).toBeVisible();
    // The toggle is a native summary: in the tab order (Enter and Space are the browser's own), and
    // it folds the rest away again.
    const summary = canvas.getByText('Show Fewer Questions').closest('summary')!;
    summary.focus();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await waitFor(() => expect(visibleQuestions()).toHaveLength(5));
    // A chip shows all of its category, however many.
    await userEvent.click(chip(canvasElement, 'Security'));
    const security = sampleFaqItems.filter((item) => item.category === 'Security');
    await waitFor(() => expect(visibleQuestions()).toHaveLength(security.length));
    await expect(canvas.queryByText(/Show All/)).toBeNull();
    await userEvent.click(chip(canvasElement, 'All'));
  },
};

/** A short FAQ (the pricing page's four questions): a plain accordion, no search box or chips. */
export const Short: Story = {
  args: { items: sampleFaqItems.slice(0, 4), title: 'Pricing Questions', variant: 'subtle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(triggers(canvasElement)).toHaveLength(4);
  },
};

export const OtherLanguage: Story = {
  name: 'Other language (labels), subtle band',
  args: {
    title: 'Häufige Fragen',
    description: undefined,
    variant: 'subtle',
    labels: {
      search: 'Fragen durchsuchen',
      searchPlaceholder: 'Suchbegriff eingeben',
      clearSearch: 'Suche leeren',
      categories: 'Nach Kategorie filtern',
      all: 'Alle',
      empty: 'Keine Treffer',
      resultCount: (count) => (count === 1 ? '1 Frage' : `${count} Fragen`),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Häufige Fragen' });
    await expect(getComputedStyle(section).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const box = canvas.getByRole('searchbox', { name: 'Fragen durchsuchen' });
    await expect(box).toHaveAttribute('placeholder', 'Suchbegriff eingeben');
    await expect(canvas.getByRole('radiogroup', { name: 'Nach Kategorie filtern' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Alle' })).toBeChecked();
    await userEvent.type(box, 'refund');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 Frage'));
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Keine Treffer'));
    await userEvent.click(canvas.getByRole('button', { name: 'Suche leeren' }));
    await expect(box).toHaveValue('');
  },
};
