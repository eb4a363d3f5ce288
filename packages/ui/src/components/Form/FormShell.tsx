import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, type FormProps as AriaFormProps } from 'react-aria-components';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import { FormAlert } from './FormAlert';
import { FormAnnouncer } from './FormAnnouncer';
import { FormSuccess } from './FormSuccess';
import type { FormController, FormElementProps } from './useFormController';
import * as formStyles from './Form.css';

/** The texts of the shell: the same keys in every form's labels. */
export interface FormShellLabels {
  /** Replaces the fields once sent (and takes focus). */
  success: ReactNode;
  /** A quieter line under `success`; '' for none. */
  successDescription: string;
  /** The bold line of the rate-limited alert. */
  rateLimitedTitle: string;
  submit: ReactNode;
  /** What the button's spinner says to a screen reader while sending. */
  pending: string;
  /** Beside the button ('' for none); only in the `block` layout. */
  footnote?: string;
}

export interface FormShellProps extends FormElementProps {
  /** The form's state, from `useFormController`. */
  form: Pick<
    FormController,
    'status' | 'serverErrors' | 'handleSubmit' | 'message' | 'announcement' | 'isPending'
  >;
  formRef: RefObject<HTMLFormElement | null>;
  /** `plain` sits in its container; `surface` draws its own panel. */
  variant: 'plain' | 'surface';
  /** Above the fields and the success message alike (a subscribe box's title). */
  header?: ReactNode;
  /**
   * `block`: an actions row (submit button and footnote) under the fields, a block success
   * message. `inline`: a one-line form whose field holds its own button (a subscribe box).
   */
  layout?: 'block' | 'inline';
  labels: FormShellLabels;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame every form of the package shares around its fields: the react-aria form (server
 * field errors, `data-status`), the alert for failures and rate limits, the live region for
 * errors that moving focus cannot announce, the submit button with its spinner, and the success
 * message that replaces the fields once sent.
 */
export function FormShell({
  form,
  formRef,
  variant,
  header,
  layout = 'block',
  labels,
  children,
  className,
  ...rest
}: FormShellProps) {
  const { status } = form;
  const successRef = useRef<HTMLDivElement>(null);
  // When the form is sent, its success message takes the place of the fields and takes focus.
  useEffect(() => {
    if (status === 'done') successRef.current?.focus();
  }, [status]);
  return (
    <Form
      // The form's HTML attributes, typed by React rather than react-aria (which narrows a few).
      {...(rest as AriaFormProps)}
      ref={formRef}
      validationBehavior="aria"
      validationErrors={form.serverErrors}
      onSubmit={form.handleSubmit}
      data-status={status}
      className={cx(formStyles.form, formStyles.formVariant[variant], className)}
    >
      {header}
      {status === 'done' ? (
        <FormSuccess
          ref={successRef}
          variant={layout}
          title={labels.success}
          description={labels.successDescription || undefined}
        />
      ) : (
        <>
          {children}
          <FormAlert
            status={status}
            message={form.message}
            title={status === 'rate-limited' ? labels.rateLimitedTitle : undefined}
          />
          <FormAnnouncer text={form.announcement.text} announcementKey={form.announcement.key} />
          {layout === 'block' && (
            <div className={formStyles.actions}>
              <Button
                type="submit"
                isPending={form.isPending}
                labels={{ pending: labels.pending }}
                className={formStyles.submit}
              >
                {labels.submit}
              </Button>
              {labels.footnote && <p className={formStyles.footnote}>{labels.footnote}</p>}
            </div>
          )}
        </>
      )}
    </Form>
  );
}
