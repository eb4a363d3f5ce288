import { useId, useState, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as fieldStyles from '../TextField/TextField.css';
import { cx } from '../../utils/cx';
import * as styles from './Select.css';

/** One option of a `Select`. */
export interface SelectItem {
  /** The value the form sends. */
  id: string;
  /** What the option says. */
  label: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'required' | 'disabled'
> {
  /** The visible label; it names the select for screen readers too. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** The error shown while the field is invalid (`isInvalid`), linked to it like the description. */
  errorMessage?: ReactNode;
  /** What the field shows while nothing is chosen. */
  placeholder?: string;
  /** The options, in order. */
  items: readonly SelectItem[];
  /** The chosen option's `id` ('' for none). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Keeps the value and stops changes (while the form is being sent). */
  isReadOnly?: boolean;
  className?: string;
  /** Reaches the field's root element (the `<div>` around label, select and messages). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled drop-down list: a native `<select>` drawn like a text field. The system's own menu
 * opens it (the picker wheel on a phone, the menu on a Mac), and it needs no script to work before
 * its form hydrates.
 */
export function Select({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  items,
  value,
  defaultValue,
  onChange,
  isRequired,
  isInvalid,
  isDisabled,
  isReadOnly,
  className,
  ref,
  id,
  style,
  ...rest
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const [chosenHere, setChosenHere] = useState(defaultValue ?? '');
  const chosen = value ?? chosenHere;
  const describedBy = [
    description ? `${ownId}-description` : null,
    isInvalid && errorMessage ? `${ownId}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const labelNode = (
    <label htmlFor={selectId} className={fieldStyles.label}>
      {label}
    </label>
  );
  return (
    <div
      ref={ref}
      style={style}
      className={cx(fieldStyles.field, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || isReadOnly || undefined}
    >
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <div className={styles.selectBox}>
        <select
          {...rest}
          id={selectId}
          value={chosen}
          onChange={(event) => {
            if (value === undefined) setChosenHere(event.target.value);
            onChange?.(event.target.value);
          }}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          // A read-only form keeps its value: a disabled select still shows it.
          disabled={isDisabled || isReadOnly}
          data-placeholder={chosen === '' || undefined}
          className={styles.select}
        >
          {/* The placeholder is the empty choice: shown until one is made, not offered again. */}
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className={styles.selectChevron} />
      </div>
      {description && (
        <div id={`${ownId}-description`} className={fieldStyles.description}>
          {description}
        </div>
      )}
      {isInvalid && errorMessage && (
        <div id={`${ownId}-error`} className={fieldStyles.error}>
          <Icon name="alert" />
          {errorMessage}
        </div>
      )}
    </div>
  );
}
