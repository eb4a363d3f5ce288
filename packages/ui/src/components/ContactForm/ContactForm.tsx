import { useId, type ReactNode, type Ref } from 'react';
import { useObjectRef } from 'react-aria';
import { Link } from 'react-aria-components';
import { Checkbox } from '../Form/Checkbox';
import { inlineLink } from '../Form/Checkbox.css';
import * as formStyles from '../Form/Form.css';
import { FormShell } from '../Form/FormShell';
import type { FieldProblem, FormSubmitHandler } from '../Form/formValidation';
import { defaultMessageFieldLabels, MessageField, type MessageFieldLabels } from '../Form/MessageField';
import { Select, type SelectItem } from '../Form/Select';
import { useFormController, type FormElementProps } from '../Form/useFormController';
import { maxEmailLength } from '../SubscribeForm/SubscribeForm';
import { TextField } from '../TextField';
import { itemTitle } from '../../theme/typography.css';

export interface ContactFormValues {
  /** Trimmed. */
  name: string;
  /** Trimmed. */
  email: string;
  /** The chosen topic's `id`. */
  topic: string;
  /** Trimmed. */
  message: string;
  /** Always true when sent: the form does not send without consent. */
  consent: boolean;
}

/** Every text of the ContactForm. */
export interface ContactFormLabels extends MessageFieldLabels {
  name: string;
  /** Every field has a placeholder or none does: '' for none. */
  namePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  topic: string;
  /** What the topic select shows before a choice. */
  topicPlaceholder: string;
  messagePlaceholder: string;
  /** The consent checkbox's label, given the link to the privacy page. */
  consent: (privacyLink: ReactNode) => ReactNode;
  /** The text of that link. */
  privacyLink: string;
  submit: string;
  /** What the button's spinner says to a screen reader while sending. */
  pending: string;
  /** Beside the button, e.g. 'All fields are required.'; '' for none. */
  footnote: string;
  /** Replaces the form once sent (and takes focus). */
  success: string;
  /** A quieter line under `success`; '' for none. */
  successDescription: string;
  nameRequired: string;
  nameTooLong: (max: number) => string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  topicRequired: string;
  messageRequired: string;
  consentRequired: string;
  /** Shown when `onSubmit` throws or answers an empty error. */
  failed: string;
  /** The bold line of the rate-limited alert. */
  rateLimitedTitle: string;
  /** Shown when the server answers `{ error: '', code: 'rate_limited' }`. */
  rateLimited: string;
}

export const defaultContactFormLabels: ContactFormLabels = {
  ...defaultMessageFieldLabels,
  name: 'Name',
  namePlaceholder: '',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  topic: 'Topic',
  topicPlaceholder: 'Choose a topic',
  messagePlaceholder: '',
  consent: (privacyLink) => (
    <>I agree that my details are stored to answer this message, as the {privacyLink} describes.</>
  ),
  privacyLink: 'privacy policy',
  submit: 'Send message',
  pending: 'Sending',
  footnote: 'All fields are required.',
  success: 'Message sent.',
  successDescription: '',
  nameRequired: 'Please enter your name.',
  nameTooLong: (max) => `Please keep your name under ${max} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: 'That email address is too long.',
  topicRequired: 'Please choose a topic.',
  messageRequired: 'Please enter a message.',
  consentRequired: 'Please agree so that we can answer you.',
  failed: 'Something went wrong. Please try again.',
  rateLimitedTitle: 'Too many messages',
  rateLimited: 'Please wait a few minutes, then try again.',
};

export interface ContactFormProps extends FormElementProps {
  /** Sends the message; see `FormSubmitResult` for what to resolve. */
  onSubmit: FormSubmitHandler<ContactFormValues>;
  /** The topics of the topic select. */
  items: readonly SelectItem[];
  /** Where the consent label's privacy link goes, e.g. '/privacy'. */
  privacyHref: string;
  /** The longest message accepted (a live count shows under the field). */
  maxMessageLength?: number;
  /** The longest name accepted. */
  maxNameLength?: number;
  /** A topic chosen at first (its `id`), e.g. when a page links to the form for one subject. */
  defaultTopic?: string;
  /** `plain` sits in its container; `surface` draws its own panel. */
  variant?: 'plain' | 'surface';
  /** The form's title, inside its panel (it names the form), e.g. 'Send Us a Message'. */
  title?: ReactNode;
  /** Level of `title`. */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ContactFormLabels>;
  ref?: Ref<HTMLFormElement>;
}

const fieldOrder = ['name', 'email', 'topic', 'message', 'consent'] as const;

/**
 * The contact form: name, email, topic, message (with a live character count) and consent.
 * Validates on submit (then live while the user fixes things), focuses the first invalid field,
 * keeps the fields read-only while `onSubmit` runs, shows the server's field errors on their
 * fields, failures and rate limits in an alert, and replaces itself with `labels.success`
 * (focused) once sent.
 */
export function ContactForm({
  onSubmit,
  items,
  privacyHref,
  maxMessageLength = 2000,
  maxNameLength = 100,
  defaultTopic = '',
  variant = 'plain',
  title,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ref,
  ...rest
}: ContactFormProps) {
  const labels = { ...defaultContactFormLabels, ...labelOverrides };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const formRef = useObjectRef(ref);
  const errorTexts: Record<(typeof fieldOrder)[number], Partial<Record<FieldProblem, string>>> = {
    name: { required: labels.nameRequired, tooLong: labels.nameTooLong(maxNameLength) },
    email: { required: labels.emailRequired, email: labels.emailInvalid, tooLong: labels.emailTooLong },
    topic: { required: labels.topicRequired },
    message: { required: labels.messageRequired, tooLong: labels.messageTooLong(maxMessageLength) },
    consent: { required: labels.consentRequired },
  };
  const form = useFormController<ContactFormValues & Record<string, string | boolean>>({
    initialValues: { name: '', email: '', topic: defaultTopic, message: '', consent: false },
    fieldOrder,
    rules: {
      name: { isRequired: true, maxLength: maxNameLength },
      email: { isRequired: true, isEmail: true, maxLength: maxEmailLength },
      topic: { isRequired: true },
      message: { isRequired: true, maxLength: maxMessageLength },
      consent: { isRequired: true },
    },
    errorText: (name, problem) => errorTexts[name as (typeof fieldOrder)[number]][problem] ?? '',
    onSubmit,
    fallbacks: { failed: labels.failed, rateLimited: labels.rateLimited },
    formRef,
  });
  const { fieldProps } = form;
  const consent = fieldProps('consent');

  return (
    <FormShell
      {...rest}
      aria-labelledby={title ? titleId : rest['aria-labelledby']}
      form={form}
      formRef={formRef}
      variant={variant}
      className={className}
      header={
        title && (
          <Heading id={titleId} className={itemTitle}>
            {title}
          </Heading>
        )
      }
      labels={labels}
    >
      <div className={formStyles.row}>
        <TextField
          {...fieldProps('name')}
          label={labels.name}
          autoComplete="name"
          placeholder={labels.namePlaceholder || undefined}
          isRequired
        />
        <TextField
          {...fieldProps('email')}
          label={labels.email}
          type="email"
          autoComplete="email"
          placeholder={labels.emailPlaceholder}
          isRequired
        />
      </div>
      <Select
        {...fieldProps('topic')}
        label={labels.topic}
        placeholder={labels.topicPlaceholder}
        items={items}
        isRequired
      />
      <MessageField
        {...fieldProps('message')}
        labels={labels}
        characterLimit={maxMessageLength}
        rows={6}
        isRequired
      />
      <Checkbox
        name={consent.name}
        isSelected={consent.value}
        onChange={consent.onChange}
        isInvalid={consent.isInvalid}
        errorMessage={consent.errorMessage}
        isReadOnly={consent.isReadOnly}
        isRequired
        data-field="consent"
      >
        {labels.consent(
          <Link href={privacyHref} className={inlineLink}>
            {labels.privacyLink}
          </Link>,
        )}
      </Checkbox>
    </FormShell>
  );
}
