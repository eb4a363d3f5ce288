import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Container, Section } from '../Layout';
import { Heading, Text } from '../Typography';
import { consentStorageKeys, createConsent, writeConsent } from './consentStore';
import { CookieBanner } from './CookieBanner';
import { CookieConsent } from './CookieConsent';
import { CookiePreferencesDialog } from './CookiePreferencesDialog';
import { sampleCookieCategories, sampleCookieMessage } from './cookieSamples';
import { createBlockedStorage, createMemoryStorage, type MemoryStorage } from './memoryStorage';

/** Each story gets a fresh storage from its loader; play functions read it back. */
type Loaded = { storage: MemoryStorage | ReturnType<typeof createBlockedStorage> };

function storageLoader(seed?: (storage: MemoryStorage) => void) {
  return async (): Promise<Loaded> => {
    const storage = createMemoryStorage();
    seed?.(storage);
    return { storage };
  };
}

const storedStorage = (context: StoryContext) => (context.loaded as Loaded).storage as MemoryStorage;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const bottomOffset = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.documentElement.style.getPropertyValue('--cn-bottom-offset');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Components/CookieConsent',
  component: CookieConsent,
  subcomponents: { CookieBanner, CookiePreferencesDialog },
  parameters: {
    // The banner is fixed to the bottom of its frame: give each docs example a frame of its own.
    docs: { story: { inline: false, height: '520px' } },
  },
  args: {
    delay: 300,
    title: 'Cookies on this site',
    message: sampleCookieMessage,
    categories: sampleCookieCategories,
    dialogTitle: 'Cookie preferences',
    dialogDescription: 'Choose which cookies we may use. You can change this at any time.',
    onSaved: fn(),
    onNavigatePrivacy: fn(),
  },
  argTypes: { storage: { control: false } },
  loaders: [storageLoader()],
  render: (args, { loaded }) => (
    <>
      <Section>
        <Container size={2}>
          <Heading level={1} size={6}>
            A page behind the banner
          </Heading>
          <Text tone="muted">The banner sits at the bottom and never blocks the page.</Text>
          <Button variant="soft">Page action</Button>
        </Container>
      </Section>
      <CookieConsent {...args} storage={(loaded as Loaded).storage} />
    </>
  ),
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the banner, then for its entry animation to end so its box is final. */
async function waitForBanner(canvasElement: HTMLElement) {
  const banner = await body(canvasElement).findByRole(
    'region',
    { name: 'Cookie consent' },
    { timeout: 2000 },
  );
  await Promise.all(banner.getAnimations().map((animation) => animation.finished.catch(() => {})));
  return banner;
}

async function openPreferences(canvasElement: HTMLElement) {
  const banner = await waitForBanner(canvasElement);
  await userEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cookie preferences' });
  // The modal fades in: wait until it is fully shown.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save preferences' })).toBeVisible());
  return dialog;
}

export const HiddenWhenConsentIsStored: Story = {
  loaders: [
    storageLoader((storage) =>
      writeConsent(storage, createConsent('essential', undefined, new Date(Date.now() - 60_000))),
    ),
  ],
  play: async ({ canvasElement }) => {
    await pause(800);
    await expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  },
};

export const VisibleAfterTheDelay: Story = {
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const banner = await waitForBanner(canvasElement);
    for (const name of ['Accept all', 'Essential only', 'Customize']) {
      await expect(within(banner).getByRole('button', { name })).toBeVisible();
    }
    // Fixed elements at the bottom can move above it.
    await waitFor(() => expect(parseFloat(bottomOffset(canvasElement))).toBeGreaterThan(0));
    // Not a modal: the page stays usable and focus is not trapped.
    const pageButton = within(canvasElement).getByRole('button', { name: 'Page action' });
    await userEvent.click(pageButton);
    await expect(pageButton).toHaveFocus();
    await expect(banner).not.toHaveAttribute('aria-modal');
  },
};

export const AcceptAll: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const banner = await waitForBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull(),
    );
    await expect(bottomOffset(canvasElement)).toBe('0px');
    const storage = storedStorage(context);
    await expect(storage.getItem(consentStorageKeys.choice)).toBe('all');
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'all' }),
      expect.objectContaining({ persisted: true }),
    );
  },
};

export const EssentialOnly: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const banner = await waitForBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Essential only' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull(),
    );
    const storage = storedStorage(context);
    await expect(storage.getItem(consentStorageKeys.choice)).toBe('essential');
    await expect(JSON.parse(storage.getItem(consentStorageKeys.preferences) ?? '{}')).toEqual({
      essential: true,
      security: false,
      functional: false,
      analytics: false,
      marketing: false,
    });
  },
};

export const CustomizeOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(5);
    await expect(within(dialog).getByText('Lifespan: up to 24 hours')).toBeVisible();
    await expect(within(dialog).getByText('Lifespan: up to 1 year')).toBeVisible();
    await expect(within(dialog).getAllByText('Lifespan: up to 2 years')).toHaveLength(2);
    // Nothing switched on beyond essential before a choice.
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  },
};

export const EachCategoryToggled: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const dialog = await openPreferences(canvasElement);
    for (const name of ['Security', 'Functional', 'Analytics', 'Marketing']) {
      const control = within(dialog).getByRole('switch', { name });
      await userEvent.click(control);
      await expect(control).toBeChecked();
    }
    // And one back off again.
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull(),
    );

    const expected = { essential: true, security: true, functional: true, analytics: true, marketing: false };
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'custom', preferences: expected, version: 1 }),
      expect.objectContaining({ persisted: true }),
    );
    const storage = storedStorage(context);
    await expect(storage.getItem(consentStorageKeys.choice)).toBe('custom');
    await expect(JSON.parse(storage.getItem(consentStorageKeys.preferences) ?? '{}')).toEqual(expected);
    await expect(storage.getItem(consentStorageKeys.version)).toBe('1');
    await expect(Date.parse(storage.getItem(consentStorageKeys.date) ?? '')).not.toBeNaN();
  },
};

export const EssentialCannotBeTurnedOff: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAccessibleDescription(
      expect.stringContaining('Always on: needed for the site to work'),
    );
    await userEvent.click(essential, { pointerEventsCheck: 0 });
    await expect(essential).toBeChecked();
  },
};

export const PrivacyLinkClosesBoth: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPreferences(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Privacy' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await expect(args.onNavigatePrivacy).toHaveBeenCalledTimes(1);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const StorageThatThrows: Story = {
  name: 'Storage that throws (Safari private mode)',
  loaders: [async (): Promise<Loaded> => ({ storage: createBlockedStorage() })],
  play: async ({ canvasElement, args }) => {
    const banner = await waitForBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    // The choice still holds for this visit.
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull(),
    );
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'all' }),
      expect.objectContaining({ persisted: false }),
    );
  },
};

export const PhoneLayout: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const banner = await waitForBanner(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    const box = banner.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
    // Never the whole screen.
    await expect(box.height).toBeLessThan(view.innerHeight * 0.6);
    const buttons = within(banner).getAllByRole('button');
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    // The buttons wrap onto more than one row rather than overflow.
    const rows = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

export const PhoneCustomizeOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(within(dialog).getByRole('button', { name: 'Save preferences' })).toBeInTheDocument();
  },
};
