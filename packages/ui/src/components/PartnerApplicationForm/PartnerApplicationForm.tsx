import type { Ref } from 'react';
import { useObjectRef } from 'react-aria';
import * as formStyles from '../Form/Form.css';
import { FormShell } from '../Form/FormShell';
import type { FieldProblem, FormSubmitHandler } from '../Form/formValidation';
import { defaultMessageFieldLabels, MessageField, type MessageFieldLabels } from '../Form/MessageField';
import { Select, type SelectItem } from '../Form/Select';
import { useFormController, type FormElementProps } from '../Form/useFormController';
import { maxEmailLength } from '../SubscribeForm/SubscribeForm';
import { TextField } from '../TextField';

export interface PartnerApplicationValues {
  /** Trimmed. */
  firstName: string;
  /** Trimmed. */
  lastName: string;
  /** Trimmed. */
  email: string;
  /** Trimmed. */
  company: string;
  /** The chosen partnership type's `id`. */
  partnershipType: string;
  /** Trimmed; may be empty. */
  message: string;
}

/** Every text of the PartnerApplicationForm. */
export interface PartnerApplicationFormLabels extends MessageFieldLabels {
  firstName: string;
  lastName: string;
  email: string;
  emailPlaceholder: string;
  company: string;
  partnershipType: string;
  /** What the partnership select shows before a choice. */
  partnershipTypePlaceholder: string;
  /** Help under the message, beside the count, e.g. 'Optional. Tell us about your customers.' */
  messageDescription: string;
  submit: string;
  /** What the button's spinner says to a screen reader while sending. */
  pending: string;
  /** Beside the button; '' for none. */
  footnote: string;
  /** Replaces the form once sent (and takes focus). */
  success: string;
  /** A quieter line under `success`; '' for none. */
  successDescription: string;
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: (max: number) => string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  companyRequired: string;
  companyTooLong: (max: number) => string;
  partnershipTypeRequired: string;
  /** Shown when `onSubmit` throws or answers an empty error. */
  failed: string;
  /** The bold line of the rate-limited alert. */
  rateLimitedTitle: string;
  /** Shown when the server answers `{ error: '', code: 'rate_limited' }`. */
  rateLimited: string;
}

export const defaultPartnerApplicationFormLabels: PartnerApplicationFormLabels = {
  ...defaultMessageFieldLabels,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work email',
  emailPlaceholder: 'you@company.com',
  company: 'Company',
  partnershipType: 'Partnership type',
  partnershipTypePlaceholder: 'Choose a type',
  messageDescription: 'Optional.',
  submit: 'Submit Application',
  pending: 'Sending',
  footnote: '',
  success: 'Application received.',
  successDescription: '',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameTooLong: (max) => `Please keep names under ${max} characters.`,
  emailRequired: 'Please enter your work email address.',
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  emailTooLong: 'That email address is too long.',
  companyRequired: 'Please enter your company’s name.',
  companyTooLong: (max) => `Please keep the company name under ${max} characters.`,
  partnershipTypeRequired: 'Please choose a partnership type.',
  failed: 'Something went wrong. Please try again.',
  rateLimitedTitle: 'Too many applications',
  rateLimited: 'Please wait a few minutes, then try again.',
};

export interface PartnerApplicationFormProps extends FormElementProps {
  /** Sends the application; see `FormSubmitResult` for what to resolve. */
  onSubmit: FormSubmitHandler<PartnerApplicationValues>;
  /** The partnership types of the select (the site passes its three partner types). */
  items: readonly SelectItem[];
  /** A type chosen at first (its `id`), e.g. from a partner type's 'Apply' link. */
  defaultPartnershipType?: string;
  /** The longest message accepted (a live count shows under the field). */
  maxMessageLength?: number;
  /** The longest name or company accepted. */
  maxNameLength?: number;
  /** `plain` sits in its container; `surface` draws its own panel. */
  variant?: 'plain' | 'surface';
  labels?: Partial<PartnerApplicationFormLabels>;
  ref?: Ref<HTMLFormElement>;
}

const fieldOrder = ['firstName', 'lastName', 'email', 'company', 'partnershipType', 'message'] as const;
type FieldName = (typeof fieldOrder)[number];

/**
 * The partner application: first and last name, work email, company, partnership type and an
 * optional message. Same pattern as the ContactForm: validation on submit (then live), focus on
 * the first invalid field, read-only fields while sending, server field errors on their fields,
 * failures and rate limits in an alert, and a focused success message once sent.
 */
export function PartnerApplicationForm({
  onSubmit,
  items,
  defaultPartnershipType = '',
  maxMessageLength = 2000,
  maxNameLength = 100,
  variant = 'plain',
  labels: labelOverrides,
  className,
  ref,
  ...rest
}: PartnerApplicationFormProps) {
  const labels = { ...defaultPartnerApplicationFormLabels, ...labelOverrides };
  const formRef = useObjectRef(ref);
  const errorTexts: Record<FieldName, Partial<Record<FieldProblem, string>>> = {
    firstName: { required: labels.firstNameRequired, tooLong: labels.nameTooLong(maxNameLength) },
    lastName: { required: labels.lastNameRequired, tooLong: labels.nameTooLong(maxNameLength) },
    email: { required: labels.emailRequired, email: labels.emailInvalid, tooLong: labels.emailTooLong },
    company: { required: labels.companyRequired, tooLong: labels.companyTooLong(maxNameLength) },
    partnershipType: { required: labels.partnershipTypeRequired },
    message: { tooLong: labels.messageTooLong(maxMessageLength) },
  };
  const form = useFormController<PartnerApplicationValues & Record<string, string>>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      partnershipType: defaultPartnershipType,
      message: '',
    },
    fieldOrder,
    rules: {
      firstName: { isRequired: true, maxLength: maxNameLength },
      lastName: { isRequired: true, maxLength: maxNameLength },
      email: { isRequired: true, isEmail: true, maxLength: maxEmailLength },
      company: { isRequired: true, maxLength: maxNameLength },
      partnershipType: { isRequired: true },
      message: { maxLength: maxMessageLength },
    },
    errorText: (name, problem) => errorTexts[name as FieldName][problem] ?? '',
    onSubmit,
    fallbacks: { failed: labels.failed, rateLimited: labels.rateLimited },
    formRef,
  });
  const { fieldProps } = form;

  return (
    <FormShell
      {...rest}
      form={form}
      formRef={formRef}
      variant={variant}
      className={className}
      labels={labels}
    >
      <div className={formStyles.row}>
        <TextField
          {...fieldProps('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          {...fieldProps('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          isRequired
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          {...fieldProps('email')}
          label={labels.email}
          type="email"
          autoComplete="work email"
          placeholder={labels.emailPlaceholder}
          isRequired
        />
        <TextField {...fieldProps('company')} label={labels.company} autoComplete="organization" isRequired />
      </div>
      <Select
        {...fieldProps('partnershipType')}
        label={labels.partnershipType}
        placeholder={labels.partnershipTypePlaceholder}
        items={items}
        isRequired
      />
      <MessageField {...fieldProps('message')} labels={labels} characterLimit={maxMessageLength} rows={5} />
    </FormShell>
  );
}
