import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField as AriaCheckboxField,
  Text,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as fieldStyles from '../TextField/TextField.css';
import { FieldErrorText, type FieldTextProps } from '../TextField/TextField';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, 'className' | 'children' | 'style'> {
  /** The label beside the box; it may hold a link (e.g. to the privacy policy). */
  children: ReactNode;
  /** Help under the label, linked to the checkbox with aria-describedby. */
  description?: ReactNode;
  /** The error shown while the checkbox is invalid (e.g. consent not given). */
  errorMessage?: FieldTextProps['errorMessage'];
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
