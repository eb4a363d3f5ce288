// Over 300 lines on purpose: one story per state of the component (the list designers review).
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { bottomRoom } from '../../utils/bottomOffset';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Container, Section } from '../Layout';
import { Modal } from '../Modal';
import { toast, Toaster } from '../Toast';
import { Heading, Text } from '../Typography';
import {
  defaultConsentStorageKeys,
  createConsent,
  essentialOnlyPreferences,
  writeConsent,
  type ConsentCategory,
} from './consentRecord';
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
/** The room the banner holds at the bottom of the viewport, for the toasts and the badge. */
const bottomOffset = () => bottomRoom();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Waits for the banner to leave, which it does once the dialog has animated out: past waitFor's
 * default second when two story files share a busy machine (a story failed so in a full run).
 */
const bannerGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull(), {
    timeout: 5000,
  });

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
    description: sampleCookieMessage,
    categories: sampleCookieCategories,
    preferencesDescription: 'Choose which cookies we may use. You can change this at any time.',
    onSave: fn(),
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
          <Text color="muted">The banner sits at the bottom and never blocks the page.</Text>
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
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cookie Preferences' });
  // The modal fades in: wait until it is fully shown.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Preferences' })).toBeVisible());
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
    for (const name of ['Accept All', 'Essential Only', 'Customize']) {
      await expect(within(banner).getByRole('button', { name })).toBeVisible();
    }
    // Fixed elements at the bottom can move above it.
    await waitFor(() => expect(bottomOffset()).toBeGreaterThan(0));
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
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept All' }));
    await bannerGone(canvasElement);
    await expect(bottomOffset()).toBe(0);
    const storage = storedStorage(context);
    await expect(storage.getItem(defaultConsentStorageKeys.choice)).toBe('all');
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'all' }),
      expect.objectContaining({ persisted: true }),
    );
  },
};

export const EssentialOnly: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const banner = await waitForBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Essential Only' }));
    await bannerGone(canvasElement);
    const storage = storedStorage(context);
    await expect(storage.getItem(defaultConsentStorageKeys.choice)).toBe('essential');
    await expect(JSON.parse(storage.getItem(defaultConsentStorageKeys.preferences) ?? '{}')).toEqual({
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
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(sampleCookieCategories.length);
    // Each category: its switch, with its description and lifespan shown and read with it.
    for (const category of sampleCookieCategories) {
      const control = within(dialog).getByRole('switch', { name: String(category.label) });
      const description = String(category.description);
      const lifespan = `Lifespan: ${String(category.lifespan)}`;
      await expect(within(dialog).getByText(description)).toBeVisible();
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(description));
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(lifespan));
      // Nothing switched on beyond essential before a choice.
      if (category.id !== 'essential') await expect(control).not.toBeChecked();
    }
    await expect(within(dialog).getAllByText('Lifespan: up to 24 hours')).toHaveLength(2);
    await expect(within(dialog).getByText('Lifespan: up to 1 year')).toBeVisible();
    await expect(within(dialog).getAllByText('Lifespan: up to 2 years')).toHaveLength(2);
    // Essential: on, disabled, and the reason is shown and read with it.
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(within(dialog).getByText('Always on: needed for the site to work')).toBeVisible();
    await expect(essential).toHaveAccessibleDescription(
      expect.stringContaining('Always on: needed for the site to work'),
    );
  },
};

const switchName: Record<ConsentCategory, string> = {
  essential: 'Essential',
  security: 'Security',
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
};

/**
 * Opens the dialog, turns on one category, checks that only that switch moved, saves, and checks
 * that exactly those preferences were saved and stored.
 */
function categoryToggled(category: Exclude<ConsentCategory, 'essential'>): Story {
  return {
    name: `${switchName[category]} toggled`,
    play: async (context) => {
      const { canvasElement, args } = context;
      const dialog = await openPreferences(canvasElement);
      const control = within(dialog).getByRole('switch', { name: switchName[category] });
      await expect(control).not.toBeChecked();
      await userEvent.click(control);
      await expect(control).toBeChecked();

      const expected = { ...essentialOnlyPreferences, [category]: true };
      // The other switches stayed as they were.
      for (const [id, on] of Object.entries(expected) as [ConsentCategory, boolean][]) {
        const other = within(dialog).getByRole('switch', { name: switchName[id] });
        if (on) await expect(other).toBeChecked();
        else await expect(other).not.toBeChecked();
      }

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
      await bannerGone(canvasElement);
      await expect(args.onSave).toHaveBeenCalledTimes(1);
      const [consent, result] = (args.onSave as ReturnType<typeof fn>).mock.calls[0]!;
      await expect(consent).toMatchObject({ choice: 'custom', version: 1 });
      await expect(consent.preferences).toStrictEqual(expected);
      await expect(result).toMatchObject({ persisted: true });

      const storage = storedStorage(context);
      await expect(storage.getItem(defaultConsentStorageKeys.choice)).toBe('custom');
      await expect(JSON.parse(storage.getItem(defaultConsentStorageKeys.preferences) ?? '{}')).toStrictEqual(
        expected,
      );
      await expect(storage.getItem(defaultConsentStorageKeys.version)).toBe('1');
      await expect(Date.parse(storage.getItem(defaultConsentStorageKeys.date) ?? '')).not.toBeNaN();
    },
  };
}

export const SecurityToggled = categoryToggled('security');
export const FunctionalToggled = categoryToggled('functional');
export const AnalyticsToggled = categoryToggled('analytics');
export const MarketingToggled = categoryToggled('marketing');

export const SavedWithToast: Story = {
  name: 'Saved from the dialog, with its toast',
  args: {
    // As the site wires it: the package's app-wide toast confirms the saved choice.
    onSave: fn(() => {
      toast.success('Cookie preferences saved successfully.');
    }),
  },
  render: (args, context) => (
    <>
      {meta.render(args, context)}
      {/* Long enough to stay through the checks; the default is 5000 ms. */}
      <Toaster timeout={30_000} />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const dialog = await openPreferences(canvasElement);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The banner hides and the toast confirms, announced.
    await bannerGone(canvasElement);
    const confirmation = await body(canvasElement).findByRole('alertdialog', {
      name: 'Success: Cookie preferences saved successfully.',
    });
    await expect(within(confirmation).getByRole('alert')).toHaveTextContent(
      'Cookie preferences saved successfully.',
    );
    await waitFor(() => expect(confirmation).toBeVisible());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'custom' }),
      expect.objectContaining({ persisted: true }),
    );
    await expect(storedStorage(context).getItem(defaultConsentStorageKeys.choice)).toBe('custom');
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
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const StorageThatThrows: Story = {
  name: 'Storage that throws (Safari private mode)',
  loaders: [async (): Promise<Loaded> => ({ storage: createBlockedStorage() })],
  play: async ({ canvasElement, args }) => {
    const banner = await waitForBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept All' }));
    // The choice still holds for this visit.
    await bannerGone(canvasElement);
    await expect(args.onSave).toHaveBeenCalledWith(
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
    // The dialog fits the 844 px screen: its footer stays pinned in view and the body scrolls.
    const view = canvasElement.ownerDocument.defaultView!;
    const save = within(dialog).getByRole('button', { name: 'Save Preferences' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    for (const button of [save, cancel]) {
      const rect = button.getBoundingClientRect();
      await expect(rect.bottom).toBeLessThanOrEqual(view.innerHeight);
      // Full width on a phone, one action a row.
      await expect(rect.width).toBeGreaterThan(box.width * 0.75);
    }
    const body = within(dialog).getByRole('list').parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // The close button is a 44 px touch target.
    // (offset sizes: the dialog's entrance scale does not count.)
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(Math.min(close.offsetWidth, close.offsetHeight)).toBeGreaterThanOrEqual(44);
  },
};

/** On a desktop the banner slides out of view while the preferences dialog covers the page. */
export const BannerHiddenBehindDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    // Hidden from screen readers too while the dialog is open, like the rest of the page.
    // (A hidden section has no accessible name, so no region role: found by its label.)
    const banner = canvasElement.querySelector<HTMLElement>('section[aria-label="Cookie consent"]')!;
    await waitFor(() => expect(banner.closest('[aria-hidden="true"]')).not.toBeNull());
    await waitFor(() => expect(getComputedStyle(banner).opacity).toBe('0'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(getComputedStyle(banner).opacity).toBe('1'));
    // Focus returns to 'Customize' once the dialog has gone.
    await waitFor(() => expect(within(banner).getByRole('button', { name: 'Customize' })).toHaveFocus());
  },
};

/**
 * A first visit where another modal (a notice) is open when the banner's delay ends, on a phone:
 * the banner waits out of sight instead of showing under the modal's edge, and slides in once the
 * modal closes.
 */
export const WaitsWhileAModalIsOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args, context) => (
    <>
      {meta.render(args, context)}
      <Modal
        defaultOpen
        title="A Notice Opened First"
        hideCloseButton
        actions={(close) => <Button onPress={close}>Got It</Button>}
      >
        <Text>Shown before the banner&apos;s delay ends, as a site&apos;s welcome notice is.</Text>
      </Modal>
    </>
  ),
  play: async ({ canvasElement }) => {
    const notice = await body(canvasElement).findByRole('dialog', { name: 'A Notice Opened First' });
    // The delay (300 ms) has passed: the banner is there, but out of sight and out of reach.
    await pause(700);
    const banner = canvasElement.ownerDocument.querySelector<HTMLElement>(
      'section[aria-label="Cookie consent"]',
    );
    await expect(banner).not.toBeNull();
    await waitFor(() => expect(banner).not.toBeVisible());
    await userEvent.click(within(notice).getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Back as the notice goes, wholly on screen, and usable.
    const shown = await waitForBanner(canvasElement);
    await expect(shown).toBeVisible();
    await waitFor(() => expect(getComputedStyle(shown).opacity).toBe('1'));
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
    await expect(within(shown).getByRole('button', { name: 'Accept All' })).toBeEnabled();
  },
};
