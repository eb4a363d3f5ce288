import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as fieldStyles from '../TextField/TextField.css';
import { FieldErrorText, FieldLabel, type FieldTextProps } from '../TextField/TextField';
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
  errorMessage?: FieldTextProps['errorMessage'];
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
