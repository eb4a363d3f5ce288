import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { Text } from '../Typography';
import { ReleaseNotes } from '.';
import { betaRelease, longRelease, olderRelease, stableRelease } from './releaseSamples';
import { stubClipboard } from '../private/clipboardStub';

const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Releases/ReleaseNotes',
  component: ReleaseNotes,
  args: { releases: [stableRelease] },
  decorators: [
    (Story) => (
      <Section>
        <Container size={3}>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof ReleaseNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { releases: [], empty: <Text color="muted">No versions have been published yet.</Text> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No versions have been published yet.')).toBeVisible();
  },
};

export const One: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Version 3.7.0' });
    // Linkable: /changelog#v3.7.0 lands on the version.
    await expect(heading.closest('article')).toHaveAttribute('id', 'v3.7.0');
    await expect(canvas.getByText('20 November 2026').tagName).toBe('TIME');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'New',
      'Fixed',
    ]);
    await expect(canvas.getByText('macOS 13 or later')).toBeVisible();
    // The checksum sits on a row of its own, readable, with its Copy button.
    await expect(canvas.getByText(stableRelease.details![2]!.value)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy SHA-256 of Version 3.7.0' })).toBeVisible();
  },
};

/** Copy: the clipboard gets the checksum of that version, the button reads Copied and it is announced. */
export const CopyChecksum: Story = {
  name: 'Copy a checksum',
  args: { releases: [betaRelease, stableRelease] },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard({ writeText });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy SHA-256 of Version 3.7.0' }));
    await expect(writeText).toHaveBeenCalledWith(stableRelease.details![2]!.value);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    // Only the button pressed says so.
    await expect(canvas.getByRole('button', { name: 'Copy SHA-256 of Version 3.8.0-beta.1' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied' })).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const CopyRefused: Story = {
  name: 'Copy refused',
  beforeEach: () =>
    stubClipboard({
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy SHA-256 of Version 3.7.0' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Copying isn’t allowed here.'));
    // The checksum is selected, ready for the system's own copy.
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(
      stableRelease.details![2]!.value,
    );
  },
};

export const SeveralWithABeta: Story = {
  name: 'Several, with a beta',
  args: { releases: [betaRelease, stableRelease, olderRelease] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Version 3.8.0-beta.1Beta',
      'Version 3.7.0',
      'Version 3.6.2',
    ]);
    await expect(canvas.getAllByText('Beta')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'support' })).toHaveAttribute(
      'href',
      'mailto:support@clipnest.example',
    );
    // A version without notes says so quietly, under its facts.
    await expect(canvas.getByText('Published without release notes.')).toBeVisible();
  },
};

export const LongNotes: Story = {
  args: { releases: [longRelease, stableRelease] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // HTML in notes is text, never markup.
    await expect(canvas.getByText('<script>alert("notes are text")</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByText('Clipnest 4').tagName).toBe('H3');
    await expect(canvas.getByText('New', { selector: 'h4' })).toBeVisible();
  },
};
