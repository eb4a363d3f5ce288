import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Switch } from '../Switch';
import {
  consentCategories,
  essentialOnlyPreferences,
  type ConsentCategory,
  type CookiePreferences,
} from './consentRecord';
import { defaultCookieConsentLabels, type CookieConsentLabels } from './cookieConsentLabels';
import * as styles from './CookieConsent.css';

/** What the dialog says about one cookie category. */
export interface CookieCategoryInfo {
  /** Which preference the switch controls. `essential` is shown on and cannot be turned off. */
  id: ConsentCategory;
  /** The switch's label, e.g. 'Analytics'. */
  label: ReactNode;
  /** What these cookies do. */
  description: ReactNode;
  /** How long they last, e.g. 'Up to 2 years'. */
  lifespan?: ReactNode;
}

export interface CookiePreferencesDialogProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children' | 'role' | 'defaultValue'
> {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called when the dialog asks to close (Escape, outside click, close button, Cancel, Save, Privacy). */
  onOpenChange: (isOpen: boolean) => void;
  /** The categories, in display order. Categories left out stay off (essential stays on). */
  categories: readonly CookieCategoryInfo[];
  /** The switches' state each time the dialog opens, e.g. the stored preferences. Essential only by default. */
  defaultPreferences?: CookiePreferences;
  /** Called with the chosen preferences when Save is pressed; the dialog then closes. */
  onSave: (preferences: CookiePreferences) => void;
  /** A short introduction above the switches. The title is `labels.preferencesTitle`. */
  description?: ReactNode;
  /** Overrides for the UI strings (merged over `defaultCookieConsentLabels`; the dialog uses its own keys). */
  labels?: Partial<CookieConsentLabels>;
  /** Where the privacy link points (routed by the package's RouterProvider when the app has one, else the browser). */
  privacyHref?: string;
  /** Called when the privacy link is pressed, after the dialog closes. */
  onNavigatePrivacy?: () => void;
}

function withEssentialOn(preferences: CookiePreferences): CookiePreferences {
  return { ...preferences, essential: true };
}

/**
 * The cookie preferences dialog (the shared `Modal`): one switch per category, each with its
 * description and lifespan; the essential switch is on and disabled, with the reason read to
 * screen readers. Save reports the chosen preferences and closes; Cancel closes without saving.
 * Each time it opens, the switches start from `defaultPreferences`. `ref` and other attributes go
 * to the dialog element.
 */
export function CookiePreferencesDialog({
  isOpen,
  onOpenChange,
  categories,
  defaultPreferences = essentialOnlyPreferences,
  onSave,
  description,
  labels: labelOverrides,
  privacyHref,
  onNavigatePrivacy,
  ...rest
}: CookiePreferencesDialogProps) {
  const labels = { ...defaultCookieConsentLabels, ...labelOverrides };
  const [draft, setDraft] = useState(() => withEssentialOn(defaultPreferences));
  const [wasOpen, setWasOpen] = useState(isOpen);
  const idPrefix = useId();

  // Start from the given preferences each time the dialog opens; edits are dropped on Cancel.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(withEssentialOn(defaultPreferences));
  }

  const shown = categories.filter((category) => consentCategories.includes(category.id));
  const hasPrivacyLink = Boolean(onNavigatePrivacy || privacyHref);

  return (
    <Modal
      {...rest}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels.preferencesTitle}
      size={3}
      labels={{ close: labels.close }}
      actions={(close) => (
        <>
          <Button variant="surface" onPress={close}>
            {labels.cancel}
          </Button>
          <Button
            onPress={() => {
              onSave(withEssentialOn(draft));
              close();
            }}
          >
            {labels.save}
          </Button>
        </>
      )}
    >
      {(close) => (
        <>
          {(description || hasPrivacyLink) && (
            <p className={styles.dialogIntro}>
              {description}
              {description && hasPrivacyLink && ' '}
              {hasPrivacyLink && (
                <Link
                  href={privacyHref}
                  className={styles.link}
                  onPress={() => {
                    close();
                    onNavigatePrivacy?.();
                  }}
                >
                  {labels.privacy}
                </Link>
              )}
            </p>
          )}
          <ul className={styles.categoryList}>
            {shown.map((category) => {
              const isEssential = category.id === 'essential';
              const detailsId = `${idPrefix}-${category.id}`;
              return (
                <li key={category.id} className={styles.category}>
                  <Switch
                    isSelected={isEssential || draft[category.id]}
                    isDisabled={isEssential}
                    onChange={(on) => setDraft((current) => ({ ...current, [category.id]: on }))}
                    aria-describedby={detailsId}
                  >
                    <span className={styles.categoryLabel}>{category.label}</span>
                  </Switch>
                  <div id={detailsId} className={styles.categoryDetails}>
                    {isEssential && labels.essentialReason && (
                      <p className={styles.alwaysOn}>{labels.essentialReason}</p>
                    )}
                    <p className={styles.categoryDescription}>{category.description}</p>
                    {category.lifespan && (
                      <p className={styles.categoryMeta}>
                        {labels.lifespan} {category.lifespan}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Modal>
  );
}
