import { useId, type ReactNode, type Ref } from 'react';
import { useObjectRef } from 'react-aria';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../Button';
import { FormShell } from '../Form/FormShell';
import { FieldErrorText, FieldLabel } from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import type { FieldProblem, FormSubmitHandler } from '../Form/formValidation';
import { useFormController, type FormElementProps } from '../Form/useFormController';
import { cx } from '../../utils/cx';
import { renderIcon, type IconProp } from '../private/renderIcon';
import * as styles from './SubscribeForm.css';
import { iconTileGlyph } from '../private/card.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface SubscribeFormValues {
  /** Trimmed. */
  email: string;
}

/** Every text of the SubscribeForm. The site passes its own for each box (newsletter, status…). */
export interface SubscribeFormLabels {
  /** The email field's label. */
  email: string;
  /** The field's placeholder: a sample address, not an instruction. */
  emailPlaceholder: string;
  /** The button. */
  submit: string;
  /** What the button's spinner says to a screen reader while sending. */
  pending: string;
  /** Replaces the field once subscribed (and takes focus). */
  success: string;
  /** A quieter line after `success`; '' for none. */
  successDescription: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  /** Shown when `onSubmit` throws or answers an empty error. */
  failed: string;
  /** The bold line of the rate-limited alert. */
  rateLimitedTitle: string;
  /** Shown when the server answers `{ error: '', code: 'rate_limited' }`. */
  rateLimited: string;
}

export const defaultSubscribeFormLabels: SubscribeFormLabels = {
  email: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  pending: 'Subscribing',
  success: 'You’re subscribed.',
  successDescription: '',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: 'That email address is too long.',
  failed: 'Something went wrong. Please try again.',
  rateLimitedTitle: 'Too many attempts',
  rateLimited: 'Please wait a few minutes, then try again.',
};

/** The longest address accepted (RFC 5321's path limit less the brackets). */
export const maxEmailLength = 254;

export interface SubscribeFormProps extends FormElementProps {
  /** Sends the address; see `FormSubmitResult` for what to resolve. */
  onSubmit: FormSubmitHandler<SubscribeFormValues>;
  /** An optional heading above the field, e.g. 'Stay in the loop'. */
  title?: ReactNode;
  /** Level of `title`. */
  headingLevel?: HeadingLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Keep the field's label for screen readers only (the title says what the box is for). */
  hideLabel?: boolean;
  /** `surface`: the site's one card (border, surface, padding); `plain` sits bare in its container. */
  variant?: 'plain' | 'surface';
  /** The icon tile above `title` (as on every card): 'mail' unless told; shown only with a title. */
  icon?: IconProp;
  /** Pre-fills the address. */
  defaultValue?: string;
  labels?: Partial<SubscribeFormLabels>;
  ref?: Ref<HTMLFormElement>;
}

const fieldOrder = ['email'] as const;

/**
 * One email field and a button, for newsletter and update boxes, in one arrangement wherever it
 * sits: the icon tile, title and text, then the field with its button beside it (under it on a
 * phone or in a column too narrow for both). Validates on submit (then live),
 * focuses the field when it is wrong, shows a spinner while `onSubmit` runs, and replaces the
 * field with `labels.success`, moving focus there, once subscribed. Failures and rate limits
 * show in an alert under the field.
 */
export function SubscribeForm({
  onSubmit,
  title,
  headingLevel = 2,
  description,
  hideLabel = false,
  variant = 'plain',
  icon = 'mail',
  defaultValue = '',
  labels: labelOverrides,
  className,
  ref,
  ...rest
}: SubscribeFormProps) {
  const labels = { ...defaultSubscribeFormLabels, ...labelOverrides };
  const formRef = useObjectRef(ref);
  const titleId = useId();
  const errorTexts: Record<FieldProblem, string> = {
    required: labels.emailRequired,
    email: labels.emailInvalid,
    tooLong: labels.emailTooLong,
  };
  const form = useFormController({
    initialValues: { email: defaultValue },
    fieldOrder,
    rules: { email: { isRequired: true, isEmail: true, maxLength: maxEmailLength } },
    errorText: (_name, problem) => errorTexts[problem],
    onSubmit,
    fallbacks: { failed: labels.failed, rateLimited: labels.rateLimited },
    formRef,
  });
  const email = form.fieldProps('email');
  const HeadingTag = `h${headingLevel}` as const;

  return (
    <FormShell
      {...rest}
      aria-labelledby={title ? titleId : rest['aria-labelledby']}
      form={form}
      formRef={formRef}
      // The card look is the site's one card (private/card.css), not the form panel's.
      variant="plain"
      className={cx(styles.root, variant === 'surface' && styles.surface, className)}
      header={
        (title || description) && (
          <div className={styles.header}>
            {title && <span className={styles.icon}>{renderIcon(icon, iconTileGlyph)}</span>}
            {title && (
              <HeadingTag id={titleId} className={styles.title}>
                {title}
              </HeadingTag>
            )}
            {description && <p className={styles.description}>{description}</p>}
          </div>
        )
      }
      layout="inline"
      labels={labels}
    >
      <AriaTextField
        name={email.name}
        value={email.value}
        onChange={email.onChange}
        isInvalid={email.isInvalid}
        isReadOnly={email.isReadOnly}
        isRequired
        type="email"
        autoComplete="email"
        data-field="email"
        className={cx(fieldStyles.field, styles.field)}
      >
        <FieldLabel label={labels.email} hideLabel={hideLabel} />
        <div className={styles.inputRow}>
          <Group className={fieldStyles.control}>
            <Input className={fieldStyles.input} placeholder={labels.emailPlaceholder} />
          </Group>
          <Button type="submit" isPending={form.isPending} labels={{ pending: labels.pending }}>
            {labels.submit}
          </Button>
        </div>
        <FieldErrorText errorMessage={email.errorMessage} />
      </AriaTextField>
    </FormShell>
  );
}
