import type { ReactNode } from 'react';
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

interface FieldTextProps {
  /** The visible label (always given: it names the field for screen readers too). */
  label: ReactNode;
  /** Keep the label for screen readers only, when the context makes it obvious on screen. */
  isLabelHidden?: boolean;
  /** Help under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** The error shown under the field while it is invalid; linked to it and marked with an icon. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  className?: string;
}

function FieldLabel({ label, isLabelHidden }: Pick<FieldTextProps, 'label' | 'isLabelHidden'>) {
  const node = <Label className={styles.label}>{label}</Label>;
  return isLabelHidden ? <VisuallyHidden>{node}</VisuallyHidden> : node;
}

function FieldFooter({ description, errorMessage }: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>
        {(validation) => (
          <>
            <Icon name="alert" />
            {typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? validation.validationErrors.join(' '))}
          </>
        )}
      </FieldError>
    </>
  );
}

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style'>, FieldTextProps {
  /** Something inside the box after the input, such as a show-password button. */
  endAdornment?: ReactNode;
}

/** A labelled single-line text input with description and validation error. */
export function TextField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  endAdornment,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={cx(styles.field, className)}>
      <FieldLabel label={label} isLabelHidden={isLabelHidden} />
      <Group className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        {endAdornment}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'children' | 'style'>, FieldTextProps {
  /** Label of the button that empties the field. */
  clearLabel?: string;
}

/** A search input: magnifier icon, clear button, Escape clears. */
export function SearchField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  className,
  ...rest
}: SearchFieldProps) {
  return (
    <AriaSearchField {...rest} className={cx(styles.field, className)}>
      <FieldLabel label={label} isLabelHidden={isLabelHidden} />
      <Group className={styles.control}>
        <Icon name="search" className={styles.icon} />
        <Input className={styles.input} placeholder={placeholder} />
        <Button variant="ghost" size={1} icon="close" aria-label={clearLabel} className={styles.clear} />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
