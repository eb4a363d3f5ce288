import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  SearchField as AriaSearchField,
  Text,
  TextField as AriaTextField,
  type SearchFieldProps as AriaSearchFieldProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './TextField.css';

/** @internal What every text-like field of the package shares (TextField, SearchField, CodeField). */
export interface FieldTextProps {
  /** The visible label (always given: it names the field for screen readers too). */
  label: ReactNode;
  /** Keep the label for screen readers only, when the context makes it obvious on screen. */
  hideLabel?: boolean;
  /** Help under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** The error shown under the field while it is invalid; linked to it and marked with an icon. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
  /** Reaches the field's root element (the `<div>` around label, input and messages). */
  ref?: Ref<HTMLDivElement>;
}

/** @internal The field's label, visually hidden on request. */
export function FieldLabel({ label, hideLabel }: Pick<FieldTextProps, 'label' | 'hideLabel'>) {
  const node = <Label className={styles.label}>{label}</Label>;
  return hideLabel ? <VisuallyHidden>{node}</VisuallyHidden> : node;
}

/** @internal The field's error, tied to it by react-aria (aria-describedby) and marked with an icon. */
export function FieldErrorText({
  errorMessage,
  className,
}: Pick<FieldTextProps, 'errorMessage' | 'className'>) {
  return (
    <FieldError className={cx(styles.error, className)}>
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

/** @internal The description and the error under a field, both linked to it by react-aria. */
export function FieldFooter({
  description,
  errorMessage,
}: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText errorMessage={errorMessage} />
    </>
  );
}

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style'>, FieldTextProps {
  /** Something inside the box after the input, such as a show-password button. */
  endAdornment?: ReactNode;
}

/**
 * A labelled single-line text input with description and validation error. `ref` and other
 * attributes go to the field's root `<div>`.
 */
export function TextField({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  endAdornment,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={cx(styles.field, className)}>
      <FieldLabel label={label} hideLabel={hideLabel} />
      <Group className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        {endAdornment}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/** The UI strings of a SearchField. */
export interface SearchFieldLabels {
  /** The name of the button that empties the field. */
  clear: string;
}

export const defaultSearchFieldLabels: SearchFieldLabels = { clear: 'Clear search' };

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'children' | 'style'>, FieldTextProps {
  /** Overrides for the UI strings (merged over `defaultSearchFieldLabels`). */
  labels?: Partial<SearchFieldLabels>;
}

/**
 * A search input: magnifier icon, clear button, Escape clears. `ref` and other attributes go to
 * the field's root `<div>`.
 */
export function SearchField({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  labels,
  className,
  ...rest
}: SearchFieldProps) {
  const text = { ...defaultSearchFieldLabels, ...labels };
  return (
    <AriaSearchField {...rest} className={cx(styles.field, className)}>
      <FieldLabel label={label} hideLabel={hideLabel} />
      <Group className={styles.control}>
        <Icon name="search" className={styles.icon} />
        <Input className={styles.input} placeholder={placeholder} />
        <Button variant="ghost" size={1} icon="close" aria-label={text.clear} className={styles.clear} />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
