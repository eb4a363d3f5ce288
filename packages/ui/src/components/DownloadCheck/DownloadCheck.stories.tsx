import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadCheck } from './DownloadCheck';
import { stubClipboard } from '../private/clipboardStub';

const writeText = fn(async (_text: string) => {});
const sha256 = '5f1d3c0a9e27b84c6d0f13a5e8b2c4d7f9a1e3b5c7d9f0a2b4c6d8e0f1a3b5c7';

const meta = {
  title: 'Releases/DownloadCheck',
  component: DownloadCheck,
  parameters: { layout: 'padded' },
  args: { sha256, fileName: 'Clipnest-3.7.0.zip' },
  render: (args) => (
    <main>
      <DownloadCheck {...args} />
    </main>
  ),
} satisfies Meta<typeof DownloadCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one small line under a download button; it opens without JavaScript (`<details>`). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Verify the Download');
    await expect(canvas.getByText(sha256)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(sha256)).toBeVisible();
    await expect(canvas.getByText('shasum -a 256 ~/Downloads/Clipnest-3.7.0.zip')).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checksum = canvas.getByText(sha256);
    await expect(checksum.tagName).toBe('CODE');
    await expect(getComputedStyle(checksum).fontFamily).toMatch(/mono|Menlo|Consolas/i);
    // Each value sits on the shared copy row (private/CopyValue, as a release's checksum does): its
    // box, then its own Copy button beside it, top-aligned.
    for (const [value, name] of [
      [sha256, 'Copy Checksum'],
      ['shasum -a 256 ~/Downloads/Clipnest-3.7.0.zip', 'Copy Command'],
    ] as const) {
      const code = canvas.getByText(value);
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(code.nextElementSibling).toBe(button);
      await expect(button.getBoundingClientRect().left).toBeGreaterThan(code.getBoundingClientRect().right);
      await expect(Math.round(button.getBoundingClientRect().top)).toBe(
        Math.round(code.getBoundingClientRect().top),
      );
    }
  },
};

/** Copy: the clipboard gets the exact text, the button reads Copied for 2 s and it is announced. */
export const Copied: Story = {
  args: { defaultOpen: true },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard({ writeText });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Checksum' }));
    await expect(writeText).toHaveBeenCalledWith(sha256);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    // Only the button pressed says so.
    await expect(canvas.getByRole('button', { name: 'Copy Command' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Command' }));
    await expect(writeText).toHaveBeenLastCalledWith('shasum -a 256 ~/Downloads/Clipnest-3.7.0.zip');
    await expect(canvas.getByRole('button', { name: 'Copy Checksum' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied' })).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const CopyRefused: Story = {
  name: 'Copy refused',
  args: { defaultOpen: true },
  beforeEach: () =>
    stubClipboard({
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Command' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Copying isn’t allowed here.'));
    // The command is selected, ready for the system's own copy.
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(
      'shasum -a 256 ~/Downloads/Clipnest-3.7.0.zip',
    );
  },
};

/** Inside a guide's step: no disclosure, the panel as it is. */
export const NotCollapsible: Story = {
  name: 'Not collapsible',
  args: { collapsible: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('details')).toBeNull();
    await expect(within(canvasElement).getByText(sha256)).toBeVisible();
  },
};

/** A file name with a space is quoted for the shell (the `~` outside the quotes still expands). */
export const FileNameWithSpace: Story = {
  name: 'File name with a space',
  args: { defaultOpen: true, fileName: 'Clipnest 3.7.0.zip' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("shasum -a 256 ~/Downloads/'Clipnest 3.7.0.zip'"),
    ).toBeVisible();
  },
};

/** At 390 px the checksum wraps inside its box; nothing sticks out sideways. */
export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(sha256)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
