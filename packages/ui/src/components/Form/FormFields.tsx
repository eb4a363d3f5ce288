import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  CheckboxButton,
  CheckboxField as AriaCheckboxField,
  FieldError,
  Group,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  type SelectProps as AriaSelectProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as fieldStyles from '../TextField/TextField.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { characterCountBand, characterLength, type CharacterCountBand } from './formValidation';
import * as styles from './Form.css';

type ErrorMessage = string | ((validation: ValidationResult) => string);

/** @internal The field label of the pattern (visually hidden on request). */
export function FieldLabel({ label, hideLabel }: { label: ReactNode; hideLabel?: boolean }) {
  const node = <Label className={fieldStyles.label}>{label}</Label>;
  return hideLabel ? <VisuallyHidden>{node}</VisuallyHidden> : node;
}

/** The field's error, tied to it by react-aria (aria-describedby) and marked with an icon. */
export function FieldErrorText({
  errorMessage,
  className,
}: {
  errorMessage?: ErrorMessage;
  className?: string;
}) {
  return (
    <FieldError className={cx(fieldStyles.error, className)}>
      {(validation) => (
        <>
          <Icon name="alert" />
          {typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validation.validationErrors.join(' '))}
        </>
      )}
    </FieldError>
  );
}

// ---------------------------------------------------------------------------------------------
// Select

/** One option of a `Select`. */
export interface SelectItem {
  /** The value the form sends. */
  id: string;
  /** What the option says. */
  label: string;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectItem>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
> {
  /** The visible label; it names the select for screen readers too. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** The error shown while the field is invalid. */
  errorMessage?: ErrorMessage;
  /** The options, in order. */
  items: readonly SelectItem[];
  /** The chosen option's `id` ('' for none). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Keeps the value and stops changes (while the form is being sent). */
  isReadOnly?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled drop-down list (react-aria Select): one option of `items`. */
export function Select({
  label,
  hideLabel,
  description,
  errorMessage,
  items,
  value,
  defaultValue,
  onChange,
  isReadOnly,
  isDisabled,
  className,
  ...rest
}: SelectProps) {
  return (
    <AriaSelect<SelectItem>
      {...rest}
      value={value === undefined ? undefined : value || null}
      defaultValue={defaultValue || undefined}
      onChange={(key) => onChange?.(key == null ? '' : String(key))}
      isDisabled={isDisabled || isReadOnly}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} hideLabel={hideLabel} />
      <AriaButton className={styles.selectTrigger}>
        <SelectValue<SelectItem> className={styles.selectValue}>
          {/* The chosen option's text only, not its list row (with the check mark). */}
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <Icon name="chevron-down" size={18} className={styles.selectChevron} />
      </AriaButton>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={6}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              <span className={styles.optionText}>{item.label}</span>
              <Icon name="check" size={16} className={styles.optionCheck} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

// ---------------------------------------------------------------------------------------------
// TextArea with a character count

/** The texts of a TextArea's character count. */
export interface TextAreaLabels {
  /** The visible count, e.g. '120 / 2,000'. */
  count: (length: number, limit: number) => string;
  /** The count as screen readers get it with the field's description, e.g. '120 of 2,000 characters'. */
  countDescription: (length: number, limit: number) => string;
  /** Announced once when the text comes near the limit (90 %). */
  nearLimit: (remaining: number) => string;
  /** Announced when the text reaches the limit exactly. */
  atLimit: string;
  /** Announced when the text goes past the limit. */
  overLimit: (over: number) => string;
}

export const defaultTextAreaLabels: TextAreaLabels = {
  count: (length, limit) => `${length.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`,
  countDescription: (length, limit) =>
    `${length.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters`,
  nearLimit: (remaining) => `${remaining.toLocaleString('en-US')} characters left`,
  atLimit: 'Character limit reached',
  overLimit: (over) =>
    over === 1 ? '1 character over the limit' : `${over.toLocaleString('en-US')} characters over the limit`,
};

export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'style' | 'maxLength' | 'type'
> {
  /** The visible label; it names the field for screen readers too. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help under the field (beside the count), linked to it with aria-describedby. */
  description?: ReactNode;
  /** The error shown while the field is invalid. */
  errorMessage?: ErrorMessage;
  placeholder?: string;
  /** Visible lines before it scrolls (the user can resize it taller). */
  rows?: number;
  /**
   * The most characters the text should hold. A live count shows under the field and is
   * announced politely once near the limit and again at or past it; typing past it is allowed
   * (nothing is cut off silently) and the form's validation reports it.
   */
  characterLimit?: number;
  /** Texts of the count. */
  labels?: Partial<TextAreaLabels>;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const bandRank: Record<CharacterCountBand, number> = { under: 0, near: 1, full: 2, over: 3 };

/** A labelled multi-line text field, with an optional live character count and limit. */
export function TextArea({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  characterLimit,
  labels: labelOverrides,
  value,
  defaultValue,
  onChange,
  className,
  ...rest
}: TextAreaProps) {
  const labels = { ...defaultTextAreaLabels, ...labelOverrides };
  const [uncontrolledLength, setUncontrolledLength] = useState(() => characterLength(defaultValue ?? ''));
  const length = value !== undefined ? characterLength(value) : uncontrolledLength;
  const band = characterLimit ? characterCountBand(length, characterLimit) : 'under';
  // Announce crossings, not keystrokes: into 'near' on the way up, then at and past the limit.
  // (State adjusted while rendering when the band changes, as React recommends over an effect.)
  const [announced, setAnnounced] = useState({ band, text: '' });
  if (announced.band !== band && characterLimit !== undefined) {
    let text = announced.text;
    if (band === 'under') text = '';
    else if (band === 'near') {
      if (bandRank[band] > bandRank[announced.band]) text = labels.nearLimit(characterLimit - length);
    } else if (band === 'full') text = labels.atLimit;
    else text = labels.overLimit(length - characterLimit);
    setAnnounced({ band, text });
  }
  const liveText = announced.text;

  const hasFooter = description || characterLimit;
  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        if (value === undefined) setUncontrolledLength(characterLength(next));
        onChange?.(next);
      }}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} hideLabel={hideLabel} />
      <Group className={fieldStyles.control}>
        <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      </Group>
      {hasFooter && (
        <Text slot="description" className={cx(fieldStyles.description, styles.descriptionRow)}>
          {description && <span>{description}</span>}
          {characterLimit !== undefined && (
            <span className={styles.count} data-band={band}>
              <span aria-hidden="true">{labels.count(length, characterLimit)}</span>
              <VisuallyHidden>{labels.countDescription(length, characterLimit)}</VisuallyHidden>
            </span>
          )}
        </Text>
      )}
      <FieldErrorText errorMessage={errorMessage} />
      {characterLimit !== undefined && <VisuallyHidden aria-live="polite">{liveText}</VisuallyHidden>}
    </AriaTextField>
  );
}

// ---------------------------------------------------------------------------------------------
// Checkbox

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, 'className' | 'children' | 'style'> {
  /** The label beside the box; it may hold a link (e.g. to the privacy policy). */
  children: ReactNode;
  /** Help under the label, linked to the checkbox with aria-describedby. */
  description?: ReactNode;
  /** The error shown while the checkbox is invalid (e.g. consent not given). */
  errorMessage?: ErrorMessage;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled checkbox with help text and a validation error (react-aria CheckboxField). */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckboxField {...rest} className={cx(styles.checkboxField, className)}>
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.checkboxBox} aria-hidden="true">
          <Icon name="check" size={14} strokeWidth={3} />
        </span>
        <span className={styles.checkboxLabel}>{children}</span>
      </CheckboxButton>
      {description && (
        <Text slot="description" className={cx(fieldStyles.description, styles.checkboxFooter)}>
          {description}
        </Text>
      )}
      <FieldErrorText errorMessage={errorMessage} className={styles.checkboxFooter} />
    </AriaCheckboxField>
  );
}

// ---------------------------------------------------------------------------------------------
// Form-level messages

export interface FormAlertProps extends HTMLAttributes<HTMLDivElement> {
  /** `failed` (red) or `rate-limited` (orange, a clock): anything else renders the empty region. */
  status: string;
  /** The message; nothing shows without it. */
  message: string | null;
  /** A short bold line before the message in the rate-limited state, e.g. 'Too many attempts'. */
  title?: string;
}

/**
 * The form's alert region. Always in the page (empty when there is nothing to say) so screen
 * readers announce what appears in it.
 */
export function FormAlert({ status, message, title, className, ...rest }: FormAlertProps) {
  const variant = status === 'rate-limited' ? 'rate-limited' : 'failed';
  return (
    <div {...rest} role="alert" className={cx(styles.alert, styles.alertVariant[variant], className)}>
      {message && (
        <>
          <Icon name={variant === 'rate-limited' ? 'clock' : 'alert'} className={styles.alertIcon} />
          <span className={styles.alertText}>
            {title && <span className={styles.alertTitle}>{title}</span>}
            <span>{message}</span>
          </span>
        </>
      )}
    </div>
  );
}

export interface FormSuccessProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** `block` for a form's body, `inline` for a one-line form such as a subscribe box. */
  variant?: 'block' | 'inline';
  ref?: Ref<HTMLDivElement>;
}

/** What replaces a form's fields once it is sent. Focusable (tabIndex -1) so focus can move to it. */
export function FormSuccess({ title, description, variant = 'block', className, ...rest }: FormSuccessProps) {
  return (
    <div
      {...rest}
      role="status"
      tabIndex={-1}
      className={cx(styles.success, styles.successVariant[variant], className)}
    >
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" size={variant === 'inline' ? 18 : 20} strokeWidth={2.5} />
      </span>
      <span className={styles.successText}>
        <span className={styles.successTitle}>{title}</span>
        {description && <span className={styles.successDescription}>{description}</span>}
      </span>
    </div>
  );
}

/** The polite live region a form uses for errors that cannot be announced by moving focus. */
export function FormAnnouncer({ text, announcementKey }: { text: string; announcementKey: number }) {
  return (
    <VisuallyHidden aria-live="polite">
      <span key={announcementKey}>{text}</span>
    </VisuallyHidden>
  );
}
