import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, type FormProps as AriaFormProps } from 'react-aria-components';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import { FormAlert } from './FormAlert';
import { FormAnnouncer } from './FormAnnouncer';
import { FormSuccess } from './FormSuccess';
import type { FormController, FormElementProps } from './useFormController';
import * as formStyles from './Form.css';

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
  /** What replaces the fields once sent (and takes focus). */
  success: { title: ReactNode; description?: string; variant?: 'block' | 'inline' };
  /** The bold line of the rate-limited alert. */
  rateLimitedTitle: string;
  /** The actions row under the fields: the submit button and a footnote ('' for none). Leave
   * it out when the fields hold their own button (a one-line subscribe box). */
  submit?: { label: ReactNode; pending: string; footnote: string };
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
  success,
  rateLimitedTitle,
  submit,
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
          variant={success.variant}
          title={success.title}
          description={success.description || undefined}
        />
      ) : (
        <>
          {children}
          <FormAlert
            status={status}
            message={form.message}
            title={status === 'rate-limited' ? rateLimitedTitle : undefined}
          />
          <FormAnnouncer text={form.announcement.text} announcementKey={form.announcement.key} />
          {submit && (
            <div className={formStyles.actions}>
              <Button
                type="submit"
                isPending={form.isPending}
                labels={{ pending: submit.pending }}
                className={formStyles.submit}
              >
                {submit.label}
              </Button>
              {submit.footnote && <p className={formStyles.footnote}>{submit.footnote}</p>}
            </div>
          )}
        </>
      )}
    </Form>
  );
}
