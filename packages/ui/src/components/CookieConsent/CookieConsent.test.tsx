import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStorageKeys as keys, createConsent, writeConsent } from './consentStore';
import { CookieConsent, type CookieConsentProps } from './CookieConsent';
import { createBlockedStorage, createMemoryStorage } from './memoryStorage';
import { useConsent } from './useConsent';

const categories: CookieConsentProps['categories'] = [
  { id: 'essential', label: 'Essential', description: 'Sign-in and security.', lifespan: 'Up to 24 hours' },
  { id: 'security', label: 'Security', description: 'Fraud protection.' },
  { id: 'functional', label: 'Functional', description: 'Remembers settings.', lifespan: 'Up to 1 year' },
  { id: 'analytics', label: 'Analytics', description: 'Usage statistics.', lifespan: 'Up to 2 years' },
  { id: 'marketing', label: 'Marketing', description: 'Relevant offers.', lifespan: 'Up to 2 years' },
];

function renderConsent(props: Partial<CookieConsentProps> = {}) {
  return render(<CookieConsent message="We use cookies." categories={categories} {...props} />);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const offset = () => document.documentElement.style.getPropertyValue('--cn-bottom-offset');

describe('CookieConsent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.style.removeProperty('--cn-bottom-offset');
  });

  it('shows the banner 2000 ms after mount by default and sets the bottom offset', () => {
    renderConsent({ storage: createMemoryStorage() });
    act(() => void vi.advanceTimersByTime(1999));
    expect(banner()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
    expect(offset()).toMatch(/^\d+px$/);
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
    ['Accept all', 'all'],
    ['Essential only', 'essential'],
  ] as const)('"%s" stores the choice, hides the banner and reports it', (button, choice) => {
    const storage = createMemoryStorage();
    const onSaved = vi.fn();
    renderConsent({ storage, delay: 0, onSaved });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(banner()).toBeNull();
    expect(offset()).toBe('0px');
    expect(storage.getItem(keys.choice)).toBe(choice);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ choice }),
      expect.objectContaining({ persisted: true }),
    );
  });

  it('hides for the session when the storage throws', () => {
    const onSaved = vi.fn();
    renderConsent({ storage: createBlockedStorage(), delay: 0, onSaved });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'all' }),
      expect.objectContaining({ persisted: false }),
    );
  });

  it('saves custom preferences from the dialog; essential stays on and disabled', () => {
    const storage = createMemoryStorage();
    const onSaved = vi.fn();
    renderConsent({ storage, delay: 0, onSaved });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(
      expect.stringContaining('Always on: needed for the site to work'),
    );
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
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
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ choice: 'custom' }),
      expect.objectContaining({ persisted: true }),
    );
  });

  it('Cancel keeps the banner and drops the edits', () => {
    const storage = createMemoryStorage();
    renderConsent({ storage, delay: 0 });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => void vi.runAllTimers());
    expect(banner()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(storage.entries()).toEqual({});
  });

  it('the privacy link closes the dialog and the banner and calls back', () => {
    const onNavigatePrivacy = vi.fn();
    renderConsent({ storage: createMemoryStorage(), delay: 0, onNavigatePrivacy });
    act(() => void vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Privacy' }));
    act(() => void vi.runAllTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(onNavigatePrivacy).toHaveBeenCalledTimes(1);
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
        <CookieConsent storage={storage} delay={0} message="We use cookies." categories={categories} />
      </>,
    );
    act(() => void vi.runAllTimers());
    expect(screen.getByRole('status')).toHaveTextContent('none');
    fireEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(screen.getByRole('status')).toHaveTextContent('essential');
    vi.useRealTimers();
  });
});
