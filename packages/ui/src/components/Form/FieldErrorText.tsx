import { FieldError, type ValidationResult } from 'react-aria-components';
import { Icon } from '../Icon';
import * as fieldStyles from '../TextField/TextField.css';
import { cx } from '../../utils/cx';

/** A field's error: a text, or a function of react-aria's validation result. */
export type ErrorMessage = string | ((validation: ValidationResult) => string);

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
