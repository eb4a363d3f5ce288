import { useState } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleMark } from '../Brand/SampleMark';
import { Button } from '../Button';
import { Container, Section } from '../Layout';
import { Heading, Text } from '../Typography';
import {
  createBlockedStorage,
  createMemoryStorage,
  type MemoryStorage,
} from '../CookieConsent/memoryStorage';
import { defaultBetaNoticeStorageKeys, type BetaNoticeStorage } from './betaNotice';

const betaNoticeStorageKey = defaultBetaNoticeStorageKeys.seen;
import { BetaNoticeModal, type BetaNoticeModalProps } from './BetaNoticeModal';

/** Each story gets a fresh storage from its loader; play functions read it back. */
type Loaded = { storage: BetaNoticeStorage };
const memoryLoader = (initial?: Record<string, string>) => async (): Promise<Loaded> => ({
  storage: createMemoryStorage(initial),
});
const loadedStorage = (context: StoryContext) => (context.loaded as Loaded).storage as MemoryStorage;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page with a "visit again" button that remounts the notice, as a reload would. */
function Page(props: BetaNoticeModalProps) {
  const [visit, setVisit] = useState(1);
  return (
    <Section>
      <Container size={2}>
        <Heading level={1} size={6}>
          Visit {visit}
        </Heading>
        <Text color="muted">The notice opens once, on the first visit.</Text>
        <Button variant="soft" onPress={() => setVisit((n) => n + 1)}>
          Visit again
        </Button>
        <BetaNoticeModal key={visit} {...props} />
      </Container>
    </Section>
  );
}

const meta = {
  title: 'Components/BetaNoticeModal',
  component: BetaNoticeModal,
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: {
    delay: 200,
    productName: 'Clipnest',
    title: 'Welcome to the Clipnest beta',
    children: (
      <>
        <p>Clipnest is in public beta: features may change and you may meet the odd rough edge.</p>
        <p>Your clipboard history stays on your Mac. Tell us what you think.</p>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: { storage: { control: false }, children: { control: false } },
  loaders: [memoryLoader()],
  render: (args, { loaded }) => <Page {...args} storage={(loaded as Loaded).storage} />,
} satisfies Meta<typeof BetaNoticeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const findNotice = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('dialog', { name: 'Welcome to the Clipnest beta' }, { timeout: 2000 });

async function expectNeverShownAgain(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Visit again' }));
  await expect(within(canvasElement).getByRole('heading', { name: 'Visit 2' })).toBeInTheDocument();
  await pause(600);
  await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    // Not yet: it waits for the delay.
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    const dialog = await findNotice(canvasElement);
    const start = within(dialog).getByRole('button', { name: 'Start Using Clipnest' });
    await waitFor(() => expect(start).toBeVisible());
    await expect(within(dialog).getByText(/public beta/)).toBeVisible();
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
  },
};

/** With the app's mark above the title: the dialog is still named by the title alone. */
export const WithMark: Story = {
  args: { mark: <SampleMark size={40} /> },
  play: async ({ canvasElement }) => {
    const dialog = await findNotice(canvasElement);
    const mark = within(dialog).getByTestId('mark');
    await waitFor(() => expect(mark).toBeVisible());
    await expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(dialog).getByRole('heading', { name: 'Welcome to the Clipnest beta' })).toBeVisible();
  },
};

export const ClosedByItsButton: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const dialog = await findNotice(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Using Clipnest' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(loadedStorage(context).getItem(betaNoticeStorageKey)).toBe('true');
    await expectNeverShownAgain(canvasElement);
  },
};

export const ClosedByEscapeNeverShownAgain: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await findNotice(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(loadedStorage(context).getItem(betaNoticeStorageKey)).toBe('true');
    await expectNeverShownAgain(canvasElement);
  },
};

export const ClosedByAClickOutside: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const dialog = await findNotice(canvasElement);
    // The dimmed overlay around the dialog.
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(loadedStorage(context).getItem(betaNoticeStorageKey)).toBe('true');
    await expectNeverShownAgain(canvasElement);
  },
};

export const AlreadySeen: Story = {
  loaders: [memoryLoader({ [betaNoticeStorageKey]: 'true' })],
  play: async ({ canvasElement }) => {
    await pause(600);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const StorageThatThrows: Story = {
  name: 'Storage that throws: once per page load',
  loaders: [async (): Promise<Loaded> => ({ storage: createBlockedStorage() })],
  play: async ({ canvasElement, args }) => {
    const dialog = await findNotice(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectNeverShownAgain(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await findNotice(canvasElement);
    const start = within(dialog).getByRole('button', { name: 'Start Using Clipnest' });
    await waitFor(() => expect(start).toBeVisible());
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    const button = start.getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(box.right);
  },
};
