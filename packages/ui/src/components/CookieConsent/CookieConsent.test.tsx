import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConsentStorageKeys as keys, createConsent, writeConsent } from './consentRecord';
import { createRef } from 'react';
import { CookieBanner } from './CookieBanner';
import { CookieConsent, type CookieConsentProps } from './CookieConsent';
import { createBlockedStorage, createMemoryStorage } from './memoryStorage';
import { useConsent } from './useConsent';
import { bottomRoom } from '../../utils/bottomOffset';

const categories: CookieConsentProps['categories'] = [
  { id: 'essential', label: 'Essential', description: 'Sign-in and security.', lifespan: 'Up to 24 hours' },
  { id: 'security', label: 'Security', description: 'Fraud protection.' },
  { id: 'functional', label: 'Functional', description: 'Remembers settings.', lifespan: 'Up to 1 year' },
  { id: 'analytics', label: 'Analytics', description: 'Usage statistics.', lifespan: 'Up to 2 years' },
  { id: 'marketing', label: 'Marketing', description: 'Relevant offers.', lifespan: 'Up to 2 years' },
];

function renderConsent(props: Partial<CookieConsentProps> = {}) {
  return render(<CookieConsent description="We use cookies." categories={categories} {...props} />);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

/** Presses 'Customize' and waits for the preferences dialog's code, which loads on demand. */
async function customize() {
  fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
  await act(async () => {
    await import('./CookiePreferencesDialog');
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  });
}
/** The room the banner holds at the bottom of the viewport (jsdom lays nothing out: stubbed 120 px). */
const offset = () => bottomRoom();

// Rendering a modal in jsdom is slow on a busy machine.
describe('CookieConsent', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the banner 2000 ms after mount by default and sets the bottom offset', () => {
    renderConsent({ storage: createMemoryStorage() });
    act(() => void vi.advanceTimersByTime(1999));
    expect(banner()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
    expect(offset()).toBe(120);
  });

  it('never shows when a valid consent is stored', () => {
    const storage = createMemoryStorage();
    writeConsent(storage, createConsent('essential', undefined, new Date(Date.now() - 1000)));
    renderConsent({ storage });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(banner()).toBeNull();
  });

  it('shows again when the stored consent is garbage', () => {
    const storage = createMemoryStorage();
    writeConsent(storage, createConsent('essential', undefined, new Date(Date.now() - 1000)));
    storage.setItem(keys.preferences, '{"essential":');
    renderConsent({ storage, delay: 0 });
    act(() => void vi.runAllTimers());
    expect(banner()).toBeInTheDocument();
  });

  it.each([
    ['Accept All', 'all'],
    ['Essential Only', 'essential'],
  ] as const)('"%s" stores the choice, hides the banner and reports it', (button, choice) => {
    const storage = createMemoryStorage();
    const onSave = vi.fn();
    renderConsent({ storage, delay: 0, onSave });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(banner()).toBeNull();
    expect(offset()).toBe(0);
    expect(storage.getItem(keys.choice)).toBe(choice);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ choice }),
      expect.objectContaining({ persisted: true }),
    );
  });

  it('hides for the session when the storage throws', () => {
    const onSave = vi.fn();
    renderConsent({ storage: createBlockedStorage(), delay: 0, onSave });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'all' }),
      expect.objectContaining({ persisted: false }),
    );
  });

  it('saves custom preferences from the dialog; essential stays on and disabled', async () => {
    const storage = createMemoryStorage();
    const onSave = vi.fn();
    renderConsent({ storage, delay: 0, onSave });
    act(() => void vi.runAllTimers());
    await customize();
    const dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(
      expect.stringContaining('Always on: needed for the site to work'),
    );
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    act(() => void vi.runAllTimers());

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(JSON.parse(storage.getItem(keys.preferences)!)).toEqual({
      essential: true,
      security: false,
      functional: false,
      analytics: true,
      marketing: false,
    });
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'custom' }),
      expect.objectContaining({ persisted: true }),
    );
  });

  it('Cancel keeps the banner and drops the edits', async () => {
    const storage = createMemoryStorage();
    renderConsent({ storage, delay: 0 });
    act(() => void vi.runAllTimers());
    await customize();
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => void vi.runAllTimers());
    expect(banner()).toBeInTheDocument();
    await customize();
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(storage.entries()).toEqual({});
  });

  it('the privacy link closes the dialog and the banner and calls back', async () => {
    const onNavigatePrivacy = vi.fn();
    renderConsent({ storage: createMemoryStorage(), delay: 0, onNavigatePrivacy });
    act(() => void vi.runAllTimers());
    await customize();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Privacy' }));
    act(() => void vi.runAllTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(onNavigatePrivacy).toHaveBeenCalledTimes(1);
  });
});

describe('CookieBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes ref and attributes to its section and takes its texts from labels', () => {
    const ref = createRef<HTMLElement>();
    render(
      <CookieBanner
        ref={ref}
        storage={createMemoryStorage()}
        delay={0}
        title="Cookies"
        headingLevel={3}
        description="We use cookies."
        className="mine"
        data-part="consent"
        labels={{ region: 'Cookie-Hinweis', acceptAll: 'Alle akzeptieren' }}
        privacyHref="/privacy"
      />,
    );
    act(() => void vi.runAllTimers());
    const region = screen.getByRole('region', { name: 'Cookie-Hinweis' });
    expect(ref.current).toBe(region);
    expect(region).toHaveClass('mine');
    expect(region).toHaveAttribute('data-part', 'consent');
    expect(within(region).getByRole('heading', { level: 3, name: 'Cookies' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Essential Only' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('stays hidden with isOpen false and reports when it appears and goes', () => {
    const storage = createMemoryStorage();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <CookieBanner
        storage={storage}
        delay={0}
        description="We use cookies."
        isOpen={false}
        onOpenChange={onOpenChange}
      />,
    );
    act(() => void vi.runAllTimers());
    expect(banner()).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <CookieBanner storage={storage} delay={0} description="We use cookies." onOpenChange={onOpenChange} />,
    );
    expect(banner()).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the consent under the given storageKeys', () => {
    const storage = createMemoryStorage();
    render(
      <CookieBanner
        storage={storage}
        storageKeys={{ choice: 'acme-consent' }}
        delay={0}
        description="We use cookies."
      />,
    );
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(storage.getItem('acme-consent')).toBe('essential');
    expect(storage.getItem(keys.choice)).toBeNull();
  });
});

describe('useConsent', () => {
  function Probe({ storage }: { storage?: Storage | null }) {
    const { consent } = useConsent(storage);
    return <output>{consent ? consent.choice : 'none'}</output>;
  }

  it('renders on the server without storage and without crashing', () => {
    expect(renderToString(<Probe />)).toContain('none');
    expect(renderToString(<Probe storage={null} />)).toContain('none');
  });

  it('re-renders every reader when the banner saves', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    render(
      <>
        <Probe storage={storage as unknown as Storage} />
        <CookieConsent storage={storage} delay={0} description="We use cookies." categories={categories} />
      </>,
    );
    act(() => void vi.runAllTimers());
    expect(screen.getByRole('status')).toHaveTextContent('none');
    fireEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(screen.getByRole('status')).toHaveTextContent('essential');
    vi.useRealTimers();
  });
});
