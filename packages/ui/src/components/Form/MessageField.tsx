import { TextArea, type TextAreaLabels, type TextAreaProps } from './TextArea';
import type { ControlledFieldProps } from './useFormController';

/** The texts of a form's message field: the same keys in every form that asks for a message. */
export interface MessageFieldLabels {
  message: string;
  /** Shown in the empty field; '' or absent for none. */
  messagePlaceholder?: string;
  /** Help under the message, beside the count; '' for none. */
  messageDescription: string;
  /** The message's character count (see `TextAreaLabels`). */
  messageCount: Partial<TextAreaLabels>;
  messageTooLong: (max: number) => string;
}

export const defaultMessageFieldLabels: MessageFieldLabels = {
  message: 'Message',
  messageDescription: '',
  messageCount: {},
  messageTooLong: (max) => `Please shorten your message to ${max.toLocaleString('en-US')} characters.`,
};

export interface MessageFieldProps
  extends ControlledFieldProps<string>, Pick<TextAreaProps, 'rows' | 'isRequired'> {
  /** The form's labels (only the message keys are read). */
  labels: MessageFieldLabels;
  /** The longest message accepted: a live count shows under the field. */
  characterLimit: number;
}

/** The message of a form (contact, partner application): a text area with a live character count. */
export function MessageField({ labels, ...rest }: MessageFieldProps) {
  return (
    <TextArea
      {...rest}
      label={labels.message}
      placeholder={labels.messagePlaceholder || undefined}
      description={labels.messageDescription || undefined}
      labels={labels.messageCount}
    />
  );
}
