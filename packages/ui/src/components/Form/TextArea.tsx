import { useState, type ReactNode, type Ref } from 'react';
import {
  Group,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css';
import { FieldErrorText, FieldLabel, type FieldTextProps } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { characterCountBand, characterLength, type CharacterCountBand } from './formValidation';
import * as styles from './TextArea.css';

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
  errorMessage?: FieldTextProps['errorMessage'];
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
