// The form of the AuthModal (see AuthModal.tsx for the dialog around it).
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button';
import { CodeForm } from '../CodeField/CodeForm';
import { FormAnnouncer } from '../Form/FormAnnouncer';
import { useFormController } from '../Form/useFormController';
import { Icon } from '../Icon';
import { TextField } from '../TextField';
import { cx } from '../../utils/cx';
import { touchTarget } from '../../utils/touchTarget.css';
import type { AuthCallbacks, AuthResult } from './authCallbacks';
import type { AuthModalLabels } from './authModalLabels';
import {
  fieldsOfMode,
  validateAuthForm,
  type AuthFormProblems,
  type AuthFormValues,
  type AuthMode,
} from './authValidation';

type AuthFormProblem = NonNullable<AuthFormProblems[keyof AuthFormProblems]>;
/** The same fields as a type literal, which the form engine's `Record` of values accepts. */
type FormOf<T> = { [K in keyof T]: T[K] };
import { LinkButton } from './LinkButton';
import * as messageStyles from './statusMessage.css';
import * as styles from './AuthModal.css';

interface AuthFormProps extends AuthCallbacks {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClosed: () => void;
  close: () => void;
  labels: AuthModalLabels;
  minPasswordLength: number;
}

/** The label text for a field's problem. */
function errorText(
  name: keyof AuthFormValues,
  problem: AuthFormProblem,
  { errors }: AuthModalLabels,
  minPasswordLength: number,
): string {
  switch (name) {
    case 'email':
      return problem === 'required' ? errors.emailRequired : errors.emailInvalid;
    case 'password':
      return problem === 'required' ? errors.passwordRequired : errors.passwordTooShort(minPasswordLength);
    case 'confirmPassword':
      return problem === 'required' ? errors.confirmPasswordRequired : errors.passwordsMismatch;
  }
}

/** The form inside the AuthModal: its four modes, on the package's form engine. */
export function AuthForm({
  mode,
  onModeChange,
  onClosed,
  close,
  labels,
  minPasswordLength,
  onSubmit,
  onRequestReset,
  onVerifyResetCode,
  onSetPassword,
  generatePassword,
  onGeneratePassword,
  defaultEmail = '',
}: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isPasswordVisible, setPasswordVisible] = useState(false);

  function callFor(current: AuthMode, values: AuthFormValues): Promise<AuthResult> {
    const email = values.email.trim();
    switch (current) {
      case 'login':
      case 'signup':
        return onSubmit({ mode: current, email, password: values.password });
      case 'reset-request':
        if (!onRequestReset) throw new Error('AuthModal: reset-request mode needs onRequestReset');
        return onRequestReset({ email });
      case 'set-password':
        if (!onSetPassword) throw new Error('AuthModal: set-password mode needs onSetPassword');
        return onSetPassword({ password: values.password });
    }
  }

  // The package's form engine: validation shown after the first submit, focus on the first
  // invalid field, one call at a time, read-only fields while it runs. A reset request stays
  // open (its notice shows) and may be sent again; any other success closes the modal.
  const form = useFormController<FormOf<AuthFormValues>, AuthFormProblem>({
    initialValues: { email: defaultEmail, password: '', confirmPassword: '' },
    fieldOrder: fieldsOfMode[mode],
    validate: (values) => validateAuthForm(mode, values, { minPasswordLength }),
    errorText: (name, problem) => errorText(name, problem, labels, minPasswordLength),
    onSubmit: async (values) => {
      const result = await callFor(mode, values);
      if ('error' in result) return { error: result.error };
      if (mode !== 'reset-request') close();
      return { ok: true };
    },
    fallbacks: { failed: labels.errors.unexpected, rateLimited: labels.errors.unexpected },
    formRef,
    trims: false, // passwords are sent as typed; the email is trimmed above
    isRepeatable: true,
  });
  const { values, fieldProps, isPending: isSubmitting } = form;
  const serverError = form.status === 'failed' ? form.message : null;
  const notice = mode === 'reset-request' && form.status === 'done' ? labels.resetRequestSent : null;

  // Switching form starts it afresh (the email stays).
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    form.reset((v) => ({
      ...v,
      password: mode === 'set-password' ? '' : v.password,
      confirmPassword: '',
    }));
  }

  useEffect(() => onClosed, [onClosed]);

  // On opening and on every switch, focus goes to the first field.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [mode]);

  const fields = fieldsOfMode[mode];
  const choosesPassword = mode === 'signup' || mode === 'set-password';
  const email = fieldProps('email');
  const password = fieldProps('password');
  const confirmPassword = fieldProps('confirmPassword');

  function handleGenerate() {
    if (!generatePassword) return;
    const password = generatePassword();
    form.setValue('password', password);
    setPasswordVisible(true);
    onGeneratePassword?.(password);
  }

  const visibilityToggle = (
    <Button
      variant="ghost"
      size={1}
      icon={isPasswordVisible ? 'eye-off' : 'eye'}
      aria-label={labels.showPassword}
      aria-pressed={isPasswordVisible}
      onPress={() => setPasswordVisible((v) => !v)}
      isDisabled={isSubmitting}
      className={cx(styles.visibilityToggle, touchTarget)}
    />
  );

  const resetSentTo = mode === 'reset-request' && notice && onVerifyResetCode ? values.email.trim() : null;

  return (
    <>
      <Form
        ref={formRef}
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        className={styles.form}
        data-mode={mode}
      >
        {fields.includes('email') && (
          <TextField
            label={labels.email}
            type="email"
            autoComplete={mode === 'signup' ? 'email' : 'username'}
            placeholder={labels.emailPlaceholder}
            isRequired
            {...email}
          />
        )}
        {fields.includes('password') && (
          <TextField
            label={mode === 'set-password' ? labels.newPassword : labels.password}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete={choosesPassword ? 'new-password' : 'current-password'}
            isRequired
            {...password}
            // The hint gives way to the error, which says the same thing more urgently.
            description={
              choosesPassword && !password.errorMessage ? labels.passwordHint(minPasswordLength) : undefined
            }
            endAdornment={visibilityToggle}
          />
        )}
        {fields.includes('confirmPassword') && (
          <TextField
            label={labels.confirmPassword}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete="new-password"
            isRequired
            {...confirmPassword}
          />
        )}

        {mode === 'login' && onRequestReset && (
          <LinkButton
            className={styles.forgotLink}
            onPress={() => onModeChange('reset-request')}
            isDisabled={isSubmitting}
          >
            {labels.forgotPassword}
          </LinkButton>
        )}
        {mode === 'signup' && generatePassword && (
          <Button
            variant="surface"
            size={1}
            icon="sparkles"
            onPress={handleGenerate}
            isDisabled={isSubmitting}
            className={styles.generate}
          >
            {labels.generatePassword}
          </Button>
        )}

        {/* Always in the page, so screen readers announce what appears in them. */}
        <div role="alert" className={messageStyles.errorMessage}>
          {serverError && (
            <>
              <Icon name="alert" className={messageStyles.messageIcon} />
              <span>{serverError}</span>
            </>
          )}
        </div>
        <div role="status" className={messageStyles.successMessage}>
          {notice && (
            <>
              <Icon name="check-circle" className={messageStyles.messageIcon} />
              <span>{notice}</span>
            </>
          )}
        </div>
        <FormAnnouncer text={form.announcement.text} announcementKey={form.announcement.key} />

        <Button type="submit" isFullWidth isPending={isSubmitting} labels={{ pending: labels.pending }}>
          {labels.submit[mode]}
        </Button>

        {mode === 'login' && (
          <p className={styles.switchLine}>
            {labels.toSignupPrompt}{' '}
            <LinkButton onPress={() => onModeChange('signup')} isDisabled={isSubmitting}>
              {labels.toSignup}
            </LinkButton>
          </p>
        )}
        {mode === 'signup' && (
          <p className={styles.switchLine}>
            {labels.toLoginPrompt}{' '}
            <LinkButton onPress={() => onModeChange('login')} isDisabled={isSubmitting}>
              {labels.toLogin}
            </LinkButton>
          </p>
        )}
        {mode === 'reset-request' && !resetSentTo && (
          <p className={styles.switchLine}>
            <LinkButton onPress={() => onModeChange('login')} isDisabled={isSubmitting}>
              {labels.backToLogin}
            </LinkButton>
          </p>
        )}
      </Form>
      {resetSentTo && onVerifyResetCode && (
        // A form of its own after the request's (forms do not nest): the code from the email.
        <CodeForm
          key={resetSentTo}
          labels={{ ...labels.resetCode, unexpectedError: labels.errors.unexpected }}
          onVerifyCode={async (code) => {
            const result = await onVerifyResetCode({ email: resetSentTo, code });
            if ('ok' in result) onModeChange('set-password');
            return result;
          }}
          takesFocus
        />
      )}
      {resetSentTo && (
        <p className={styles.switchLine}>
          <LinkButton onPress={() => onModeChange('login')}>{labels.backToLogin}</LinkButton>
        </p>
      )}
    </>
  );
}
