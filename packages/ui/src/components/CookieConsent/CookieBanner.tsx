import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import type { Consent, ConsentStorage, SaveConsentResult } from './consentStore';
import { useConsent } from './useConsent';
import * as styles from './CookieConsent.css';
import { bottomOffsetProperty } from '../../utils/bottomOffset';

// useLayoutEffect warns on the server; nothing is measured there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface CookieBannerProps {
  /** Where consent is kept (the browser's `localStorage` on the site; an in-memory one in stories). */
  storage?: ConsentStorage | null;
  /** How long after mounting the banner appears, in ms (only if no valid consent is stored). */
  delay?: number;
  /** Optional heading at the top of the banner. */
  title?: ReactNode;
  /** Heading level of `title`, to fit the page's outline. */
  titleLevel?: 2 | 3 | 4;
  /** What the site stores and why: the banner's main text. */
  message: ReactNode;
  /** Names the banner's landmark region for screen-reader users. */
  label?: string;
  /** Label of the button that accepts every category. */
  acceptAllLabel?: string;
  /** Label of the button that accepts only the essential category. */
  essentialOnlyLabel?: string;
  /** Label of the button that opens the preferences dialog. */
  customizeLabel?: string;
  /** Called when 'Customize' is pressed: open the `CookiePreferencesDialog` here. */
  onCustomize?: () => void;
  /** Called after 'Accept all' or 'Essential only' saved the choice (`persisted` false if storage refused). */
  onSaved?: (consent: Consent, result: SaveConsentResult) => void;
  /** Label of the privacy link after the message; the link shows when `onNavigatePrivacy` or `privacyHref` is set. */
  privacyLabel?: string;
  /** Where the privacy link points (navigation goes through react-aria's RouterProvider or the browser). */
  privacyHref?: string;
  /** Called when the privacy link is pressed; the banner hides for the rest of the page's life. */
  onNavigatePrivacy?: () => void;
  /** Hides the banner for now without a choice (it asks again on the next visit). */
  isDismissed?: boolean;
  /** Extra class on the banner's `<section>`, e.g. to adjust its layering or width. */
  className?: string;
}

/**
 * The cookie consent banner: a labelled region fixed at the bottom of the screen, not a modal
 * (focus is never trapped and the page stays usable). It appears `delay` ms after mount when
 * no valid consent is stored and hides as soon as a choice is saved — by its own buttons or by
 * anything else using the same storage (`useConsent`, the preferences dialog).
 *
 * While shown it sets `--cn-bottom-offset` on the document root to the space it takes up, so
 * other fixed elements can move above it; it sets `0px` when hidden.
 */
export function CookieBanner({
  storage,
  delay = 2000,
  title,
  titleLevel = 2,
  message,
  label = 'Cookie consent',
  acceptAllLabel = 'Accept all',
  essentialOnlyLabel = 'Essential only',
  customizeLabel = 'Customize',
  onCustomize,
  onSaved,
  privacyLabel = 'Privacy',
  privacyHref,
  onNavigatePrivacy,
  isDismissed = false,
  className,
}: CookieBannerProps) {
  const { consent, save } = useConsent(storage);
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [leftForPrivacy, setLeftForPrivacy] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDelayElapsed(true), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [delay]);

  const isVisible = delayElapsed && consent === null && !isDismissed && !leftForPrivacy;

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!isVisible || !element) return;
    const root = element.ownerDocument.documentElement;
    const measure = () => {
      const gap = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(bottomOffsetProperty, `${Math.ceil(element.offsetHeight + gap)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    // The gap changes at the breakpoint even when the height does not.
    const view = element.ownerDocument.defaultView;
    view?.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      view?.removeEventListener('resize', measure);
      root.style.setProperty(bottomOffsetProperty, '0px');
    };
  }, [isVisible]);

  if (!isVisible) return null;

  const choose = (choice: 'all' | 'essential') => {
    const result = save(choice);
    onSaved?.(result.consent, result);
  };

  const Title = `h${titleLevel}` as const;
  const hasPrivacyLink = Boolean(onNavigatePrivacy || privacyHref);

  return (
    <section ref={ref} aria-label={label} className={cx(styles.banner, className)}>
      <div className={styles.bannerText}>
        {title && <Title className={styles.bannerTitle}>{title}</Title>}
        <div className={styles.bannerMessage}>
          {message}
          {hasPrivacyLink && (
            <>
              {' '}
              <Link
                href={privacyHref}
                className={styles.link}
                onPress={() => {
                  setLeftForPrivacy(true);
                  onNavigatePrivacy?.();
                }}
              >
                {privacyLabel}
              </Link>
            </>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button className={styles.action} onPress={() => choose('all')}>
          {acceptAllLabel}
        </Button>
        <Button className={styles.action} onPress={() => choose('essential')}>
          {essentialOnlyLabel}
        </Button>
        <Button className={styles.action} variant="soft" onPress={onCustomize}>
          {customizeLabel}
        </Button>
      </div>
    </section>
  );
}
