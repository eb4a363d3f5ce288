import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LegalDocument, LegalTableOfContents } from '.';
import { PageHeaderBackButton } from '../PageHeader';
import { sampleCookiePolicy, sampleDataProcessingAgreement } from './legalSamples';

const meta = {
  title: 'Page scaffolding/LegalDocument',
  component: LegalDocument,
  args: {
    eyebrow: 'Legal',
    title: 'Cookie Policy',
    description: 'Which cookies this site sets, why it sets them, and how you choose.',
    meta: (
      <>
        Last updated <time dateTime="2025-04-19">April 19, 2025</time>
      </>
    ),
    items: sampleCookiePolicy,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the clipboard for the play function (a synthetic click is no user gesture). */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const sidebar = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('nav[data-toc="sidebar"]') as HTMLElement;

export const ShortDocument: Story = {
  name: 'Short document',
  args: { onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    // Sections are numbered h2s, in order.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. What cookies are',
      '2. Cookies we use',
      '3. Your choices',
    ]);
    // The table of contents lists them as the headings number them, each linking to its anchor.
    const toc = within(sidebar(canvasElement));
    await expect(toc.getByRole('link', { name: '2. Cookies we use' })).toHaveAttribute(
      'href',
      '#cookies-we-use',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    // Back is the site's action.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);

    // Copy a section's link: the address with its anchor goes to the clipboard, politely announced.
    const writeText = fn(async (_text: string) => {});
    const restore = stubClipboard(writeText);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link to section: Your choices' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      await expect(String(writeText.mock.calls[0]?.[0])).toMatch(/#your-choices$/);
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied'));
    } finally {
      restore();
    }
  },
};

export const DataProcessingAgreement: Story = {
  name: 'Data Processing Agreement',
  args: {
    title: 'Data Processing Agreement',
    description:
      'How Clipnest processes personal data for organisations that turn on optional, end-to-end encrypted sync.',
    items: sampleDataProcessingAgreement,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Definitions are a description list.
    const terms = canvasElement.querySelectorAll('dt');
    await expect([...terms].map((t) => t.textContent)).toEqual([
      'Controller',
      'Processor',
      'Personal Data',
      'Sub-processor',
    ]);
    // Annexes keep their own labels and don't shift the numbers of the sections.
    await expect(canvas.getByRole('heading', { level: 2, name: /Security measures/ })).toHaveTextContent(
      '5. Security measures',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: /Sub-processors/ })).toHaveTextContent(
      'Annex 2 Sub-processors',
    );
    // Security measures has unnumbered sub-headings one level down.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Access control' })).toBeVisible();
    // Annex tables: named, with column and row headers, scrollable by keyboard.
    const region = canvas.getByRole('group', { name: 'Approved sub-processors' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Approved sub-processors' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Sub-processor', 'Purpose', 'Location']);
    await expect(within(table).getByRole('rowheader', { name: 'Payment processor' })).toBeVisible();
    // A real table from 640 px: the cells do not repeat their column's name.
    await expect(table.querySelector('td [aria-hidden="true"]')).not.toBeVisible();

    // The table of contents follows the reader.
    canvasElement.ownerDocument.getElementById('processor-obligations')?.scrollIntoView();
    await waitFor(() =>
      expect(
        within(sidebar(canvasElement)).getByRole('link', { name: /Processor obligations/ }),
      ).toHaveAttribute('aria-current', 'location'),
    );
    await expect(
      within(sidebar(canvasElement))
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // Back at the top, the first section is the one being read again (not the last one seen).
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    await waitFor(() =>
      expect(within(sidebar(canvasElement)).getAllByRole('link')[0]).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
  },
};

/**
 * The document as static HTML with its own parts: a page can hydrate only the Back button and the
 * table of contents (each passed in), and each section's link is a plain link to its anchor.
 */
export const StaticWithOwnParts: Story = {
  name: 'Static, with its own Back button and contents',
  args: {
    back: <PageHeaderBackButton onPress={fn()} label="Back" />,
    tableOfContents: <LegalTableOfContents items={sampleCookiePolicy} title="On This Page" />,
    sectionLinks: 'anchor',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    // A link, not a button: it works before (or without) a script.
    await expect(canvas.queryByRole('button', { name: /Copy link/ })).toBeNull();
    const sectionLink = canvas.getByRole('link', { name: 'Link to section: Your choices' });
    await expect(sectionLink).toHaveAttribute('href', '#your-choices');
    // The contents given follow the document they sit in: the first section at the top, a
    // followed link's section after.
    const toc = within(sidebar(canvasElement));
    await expect(toc.getByRole('link', { name: '1. What cookies are' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    const link = toc.getByRole('link', { name: '3. Your choices' });
    await userEvent.click(link);
    await expect(link).toHaveAttribute('aria-current', 'location');
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const TocOnPhone: Story = {
  name: 'TOC on a phone',
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Data Processing Agreement',
    description: 'How Clipnest processes personal data for organisations that turn on optional sync.',
    items: sampleDataProcessingAgreement,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sidebar is hidden; the contents are one collapsed disclosure.
    await expect(sidebar(canvasElement)).not.toBeVisible();
    const trigger = canvas.getByRole('button', { name: /On This Page/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const nav = within(canvasElement).getByRole('navigation', { name: 'On This Page' });
    await expect(nav).toHaveAttribute('data-toc', 'disclosure');
    const link = within(nav).getByRole('link', { name: /Duration/ });
    await expect(link).toBeVisible();
    // Following a link closes the disclosure and marks the section as current.
    await userEvent.click(link);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(trigger).toHaveTextContent('Duration');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The story ends open, to show the list.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A policy with as many sections as the privacy policy (seventeen), in the open list on a phone. */
const longPolicy = Array.from({ length: 16 }, (_, index) => ({
  ...sampleCookiePolicy[index % sampleCookiePolicy.length]!,
  id: `section-${index + 1}`,
  title:
    index === 15
      ? 'Contact'
      : `${sampleCookiePolicy[index % sampleCookiePolicy.length]!.title} (${index + 1})`,
})).concat({ ...sampleCookiePolicy[0]!, id: 'see-also', title: 'See Also', number: null });

export const LongTocOnPhone: Story = {
  name: 'Long TOC on a phone, open',
  globals: { viewport: { value: 'phone' } },
  args: { title: 'Privacy Policy', items: longPolicy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    const trigger = canvas.getByRole('button', { name: /On This Page/ });
    // Stuck under the top of the screen, as a reader who has scrolled into the text meets it.
    view.scrollTo(0, trigger.getBoundingClientRect().top + view.scrollY + 400);
    await userEvent.click(trigger);
    const nav = canvas.getByRole('navigation', { name: 'On This Page' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(17);
    // Every section is on screen, the last ones too: no scrolling inside the list.
    for (const name of [/Contact/, /See Also/]) {
      const box = within(nav).getByRole('link', { name }).getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
    }
    const panel = nav.parentElement!;
    await expect(panel.scrollHeight).toBeLessThanOrEqual(panel.clientHeight + 1);
    view.scrollTo(0, 0);
  },
};

export const TablesOnPhone: Story = {
  name: 'Tables on a phone (stacked)',
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Data Processing Agreement',
    description: 'How Clipnest processes personal data for organisations that turn on optional sync.',
    items: sampleDataProcessingAgreement,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Approved sub-processors' });
    // Still a table to assistive technology, with its column and row headers.
    const table = within(region).getByRole('table', { name: 'Approved sub-processors' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const rowHeader = within(table).getByRole('rowheader', { name: 'Payment processor' });
    // Each row is a block: its cells one under another, each under its column's name, and no
    // sideways scrolling.
    const row = rowHeader.closest('tr')!;
    const purpose = row.querySelector('td')!;
    const location = purpose.nextElementSibling!;
    await expect(purpose.getBoundingClientRect().top).toBeGreaterThan(rowHeader.getBoundingClientRect().top);
    await expect(location.getBoundingClientRect().top).toBeGreaterThan(purpose.getBoundingClientRect().top);
    await expect(purpose.querySelector('[aria-hidden="true"]')).toHaveTextContent('Purpose');
    await expect(purpose.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The header row is there for screen readers only (clipped to a pixel).
    await expect(table.querySelector('thead')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    row.scrollIntoView({ block: 'center' });
  },
};

export const PrintMedia: Story = {
  name: 'Print media',
  args: {
    variant: 'print',
    onBack: fn(),
    title: 'Data Processing Agreement',
    description: 'How Clipnest processes personal data for organisations that turn on optional sync.',
    items: sampleDataProcessingAgreement,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvasElement.querySelector('article') as HTMLElement;
    // Black on white, whatever the theme.
    await expect(getComputedStyle(article).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).color).toBe('rgb(0, 0, 0)');
    // No chrome: no table of contents, no Back, no copy buttons.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    // The text is all there.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
      sampleDataProcessingAgreement.length,
    );
  },
};
