import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Anchor } from '../../utils/Anchor';
import { PlainButton } from '../../utils/PlainButton';
import { buttonClassName } from '../Button/buttonLook';
import { cx } from '../../utils/cx';
import { mergeRefs } from '../../utils/mergeRefs';
import type { Consent, ConsentStorage, ConsentStorageKeys } from './consentRecord';
import type { SaveConsentResult } from './consentStore';
import { defaultCookieConsentLabels, type CookieConsentLabels } from './cookieConsentLabels';
import { useConsent } from './useConsent';
import { useIsModalOpen } from '../private/openModals';
import * as styles from './CookieConsent.css';
import { reserveBottomRoom } from '../../utils/bottomOffset';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

// useLayoutEffect warns on the server; nothing is measured there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface CookieBannerProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** Where consent is kept (the browser's `localStorage` on the site; an in-memory one in stories). */
  storage?: ConsentStorage | null;
  /** Other names for the storage keys (merged over `defaultConsentStorageKeys`). */
  storageKeys?: Partial<ConsentStorageKeys>;
  /** How long after mounting the banner appears, in ms (only if no valid consent is stored). */
  delay?: number;
  /** Optional heading at the top of the banner. */
  title?: ReactNode;
  /** Heading level of `title`, to fit the page's outline. Default 2. */
  headingLevel?: HeadingLevel;
  /** What the site stores and why: the banner's main text. */
  description: ReactNode;
  /** Overrides for the UI strings (merged over `defaultCookieConsentLabels`; the banner uses its own keys). */
  labels?: Partial<CookieConsentLabels>;
  /** Called when 'Customize' is pressed: open the `CookiePreferencesDialog` here. */
  onCustomize?: () => void;
  /** Called when the pointer rests on 'Customize' or it takes focus: load what it opens. */
  onCustomizeIntent?: () => void;
  /** Called after 'Accept all' or 'Essential only' saved the choice (`persisted` false if storage refused). */
  onSave?: (consent: Consent, result: SaveConsentResult) => void;
  /** Where the privacy link points (routed by the package's RouterProvider when the app has one, else the browser). */
  privacyHref?: string;
  /** Called when the privacy link is pressed; the banner hides for the rest of the page's life. */
  onNavigatePrivacy?: () => void;
  /**
   * Whether the banner may show. Default true: it shows `delay` ms after mount while no valid
   * consent is stored. `false` hides it for now without a choice (it asks again on the next visit).
   */
  isOpen?: boolean;
  /** Called when the banner appears (`true`) and when it goes (`false`: a choice, the privacy link, `isOpen`). */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The cookie consent banner: a labelled region fixed at the bottom of the screen, not a modal
 * (focus is never trapped and the page stays usable). It appears `delay` ms after mount when
 * no valid consent is stored and hides as soon as a choice is saved — by its own buttons or by
 * anything else using the same storage (`useConsent`, the preferences dialog). `ref` and other
 * attributes go to its `<section>`.
 *
 * While shown it reserves the space it takes up at the bottom of the viewport
 * (`reserveBottomRoom`), so the toasts and a download panel move above it and the floating badge
 * steps aside; it gives the space back when hidden.
 */
export function CookieBanner({
  storage,
  storageKeys,
  delay = 2000,
  title,
  headingLevel = 2,
  description,
  labels: labelOverrides,
  onCustomize,
  onCustomizeIntent,
  onSave,
  privacyHref,
  onNavigatePrivacy,
  isOpen = true,
  onOpenChange,
  className,
  ref: forwardedRef,
  ...rest
}: CookieBannerProps) {
  const labels = { ...defaultCookieConsentLabels, ...labelOverrides };
  const { consent, save } = useConsent(storage, { storageKeys });
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [leftForPrivacy, setLeftForPrivacy] = useState(false);
  const isBehindModal = useIsModalOpen();
  const ownRef = useRef<HTMLElement>(null);
  const ref = useMemo(() => mergeRefs(ownRef, forwardedRef), [forwardedRef]);

  useEffect(() => {
    const timer = setTimeout(() => setDelayElapsed(true), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [delay]);

  const isVisible = delayElapsed && consent === null && isOpen && !leftForPrivacy;

  // Tell the parent when the banner appears or goes (not for the hidden first render).
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const wasVisible = useRef(false);
  useEffect(() => {
    if (wasVisible.current === isVisible) return;
    wasVisible.current = isVisible;
    onOpenChangeRef.current?.(isVisible);
  }, [isVisible]);

  useIsomorphicLayoutEffect(() => {
    const element = ownRef.current;
    if (!isVisible || !element) return;
    const owner = Symbol('cookie banner');
    const measure = () => {
      const gap = parseFloat(getComputedStyle(element).bottom) || 0;
      reserveBottomRoom(owner, element.offsetHeight + gap);
    };
    // Measured by the observer, which reports the banner's size as soon as the browser has laid it
    // out, before that frame paints: measuring here would lay the page out within the commit that
    // shows the banner, one long task on a slow phone instead of two short ones.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    // The gap changes at the breakpoint even when the height does not.
    const view = element.ownerDocument.defaultView;
    view?.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      view?.removeEventListener('resize', measure);
      reserveBottomRoom(owner, null);
    };
  }, [isVisible]);

  if (!isVisible) return null;

  const choose = (choice: 'all' | 'essential') => {
    const result = save(choice);
    onSave?.(result.consent, result);
  };

  const Title = `h${headingLevel}` as const;
  const hasPrivacyLink = Boolean(onNavigatePrivacy || privacyHref);

  return (
    <section
      aria-label={labels.region}
      {...rest}
      // Out of sight while any modal is open (its own preferences, the beta notice, the menu sheet),
      // and back once it closes: it would show around the modal or under its edge. It stays
      // mounted, so focus can return to 'Customize' when its preferences close.
      data-behind-dialog={isBehindModal || undefined}
      ref={ref}
      className={cx(styles.banner, className)}
    >
      <div className={styles.bannerText}>
        {title && <Title className={styles.bannerTitle}>{title}</Title>}
        <div className={styles.bannerMessage}>
          {description}
          {hasPrivacyLink && (
            <>
              {' '}
              <Anchor
                href={privacyHref}
                className={styles.link}
                onPress={() => {
                  setLeftForPrivacy(true);
                  onNavigatePrivacy?.();
                }}
              >
                {labels.privacy}
              </Anchor>
            </>
          )}
        </div>
      </div>
      {/* Plain buttons and link (no react-aria code): the banner shows on every first visit, and
          its code should not weigh on it. */}
      <div className={styles.actions}>
        <PlainButton className={cx(buttonClassName(), styles.action)} onPress={() => choose('all')}>
          {labels.acceptAll}
        </PlainButton>
        <PlainButton
          className={cx(buttonClassName({ variant: 'surface' }), styles.action)}
          onPress={() => choose('essential')}
        >
          {labels.essentialOnly}
        </PlainButton>
        <PlainButton
          className={cx(buttonClassName({ variant: 'ghost' }), styles.action)}
          onPress={onCustomize}
          onPointerEnter={onCustomizeIntent}
          onFocus={onCustomizeIntent}
          onPointerDown={onCustomizeIntent}
        >
          {labels.customize}
        </PlainButton>
      </div>
    </section>
  );
}
