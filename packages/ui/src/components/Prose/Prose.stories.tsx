import { Fragment } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink } from '../TextLink';
import { Prose } from './Prose';

const meta = {
  title: 'Content/Prose',
  component: Prose,
  args: {
    children: (
      <>
        <p>
          In 2022, Lena lost a paragraph she had spent an hour writing by copying a link over it. Jonas,
          sitting across the table, had lost a database password the same way that morning.
        </p>
        <p>
          They went looking for a clipboard manager that was fast, modern and didn’t upload everything they
          copied. They didn’t find one they trusted, so they <strong>built it</strong>.
        </p>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: [1, 2, 3] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

const gapBetween = (a: Element, b: Element) =>
  b.getBoundingClientRect().top - a.getBoundingClientRect().bottom;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('p');
    // Paragraphs are separated by about one line of space.
    const fontSize = parseFloat(getComputedStyle(second!).fontSize);
    await expect(gapBetween(first!, second!)).toBeCloseTo(fontSize, 0);
  },
};

export const Large: Story = {
  args: { size: 3 },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(parseFloat(getComputedStyle(paragraph).fontSize)).toBeGreaterThan(16);
  },
};

export const WithListAndLinks: Story = {
  name: 'With a list and links',
  args: {
    children: (
      <>
        <p>
          Everything stays on your Mac. Read the <TextLink href="/privacy">privacy policy</TextLink> or write
          to <a href="mailto:privacy@example.com">privacy@example.com</a>.
        </p>
        <ul>
          <li>No account needed to use the app.</li>
          <li>
            History is stored in <code>~/Library/Application Support</code>.
          </li>
          <li>Optional sync is end-to-end encrypted.</li>
        </ul>
        <p>That is all there is to it.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    // The list sits in the same rhythm as the paragraphs.
    const list = canvas.getByRole('list');
    await expect(gapBetween(list.previousElementSibling!, list)).toBeGreaterThan(8);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    children: (
      <p>
        A long word never pokes out of a phone screen:
        Kundendatenverschlüsselungseinstellungsänderungsbenachrichtigung.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A shell command written word by word (a span each): on a phone it wraps between words, never inside a flag. */
export const CommandOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    children: (
      <p>
        In Terminal,{' '}
        <code translate="no">
          {'codesign -dv --verbose=2 /Applications/Clipnest.app'.split(' ').map((word, at) => (
            <Fragment key={at}>
              {at > 0 && ' '}
              <span>{word}</span>
            </Fragment>
          ))}
        </code>{' '}
        names the signer.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const code = canvasElement.querySelector('code')!;
    const flag = [...code.querySelectorAll('span')].find((span) => span.textContent === '--verbose=2')!;
    // The flag stays on one line, never split at its hyphens.
    const rects = flag.getClientRects();
    await expect(rects.length).toBe(1);
    await expect(code.textContent).toBe('codesign -dv --verbose=2 /Applications/Clipnest.app');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
