import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button';
import { CodeForm } from '../CodeField/CodeForm';
import { FormAnnouncer } from '../Form/FormAnnouncer';
import { useFormController } from '../Form/useFormController';
import { Icon } from '../Icon';
import { MarkedTitle } from '../Brand/MarkedTitle';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import { cx } from '../../utils/cx';
import { touchTarget } from '../../utils/touchTarget.css';
import {
  defaultAuthModalLabels,
  mergeAuthModalLabels,
  type AuthModalLabelOverrides,
  type AuthModalLabels,
} from './authModalLabels';
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
import { generatePassword as builtInGeneratePassword } from './passwordGenerator';
import * as messageStyles from './statusMessage.css';
import * as styles from './AuthModal.css';

/** What every auth callback resolves to: success, or the message to show in the form. */
export type AuthResult = { ok: true } | { error: string };

export interface AuthSubmitValues {
  mode: 'login' | 'signup';
  /** Trimmed. */
  email: string;
  password: string;
}

export interface AuthModalProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children' | 'role' | 'onSubmit'
> {
  /** Controlled open state. Leave unset inside a `DialogTrigger`, which opens and closes it. */
  isOpen?: boolean;
  /** Uncontrolled initial open state (outside a `DialogTrigger`). */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes (Escape, outside click, close button, success). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The form shown (controlled); pair with `onModeChange`. */
  mode?: AuthMode;
  /** The form shown first when uncontrolled; the modal returns to it each time it opens. */
  defaultMode?: AuthMode;
  /** Called when the user switches form (sign in ↔ sign up, forgot password, back to sign in). */
  onModeChange?: (mode: AuthMode) => void;
  /**
   * Signs in or signs up. Resolve `{ ok: true }` to close the modal, or `{ error }` with the
   * message to show in the form (map server errors to your texts first). Not called again while
   * a call is pending.
   */
  onSubmit: (values: AuthSubmitValues) => Promise<AuthResult>;
  /**
   * Sends a password-reset email. Without it there is no 'Forgot password?' link. On success the
   * form stays open and confirms that the link is on its way.
   */
  onRequestReset?: (values: { email: string }) => Promise<AuthResult>;
  /**
   * Checks the code from the password-reset email, typed into the reset-request form once the
   * email is on its way. Without it there is no code field (the email's link is the only way).
   * On success the form turns into set-password.
   */
  onVerifyResetCode?: (values: { email: string; code: string }) => Promise<AuthResult>;
  /** Saves the new password in the set-password mode (the recovery flow); success closes the modal. */
  onSetPassword?: (values: { password: string }) => Promise<AuthResult>;
  /**
   * Makes the password behind the signup form's 'Generate password' button. Defaults to the
   * built-in `generatePassword` (16 characters from every character class, crypto-random); pass
   * your own function to change the rules, or `null` to leave the button out.
   */
  generatePassword?: (() => string) | null;
  /** Called after 'Generate password' filled in the field (for a 'Password generated!' toast). */
  onGeneratePassword?: (password: string) => void;
  /** The shortest password accepted. */
  minPasswordLength?: number;
  /** Pre-fills the email field, e.g. when the user comes back to change the address. */
  defaultEmail?: string;
  /** Overrides for the UI strings (merged over `defaultAuthModalLabels`; nested groups key by key). */
  labels?: AuthModalLabelOverrides;
  /** The product's mark (an SVG the app supplies), shown above the title; decorative. */
  mark?: ReactNode;
}

/**
 * Sign in, sign up, request a password reset, or set a new password, in a modal dialog.
 * Validation runs on submit (then live while the user fixes things): each error shows under its
 * field, linked to it, and focus moves to the first invalid field. The server's answer comes back
 * through the callbacks' promises; an error shows in the form's alert region. `ref` and other
 * attributes go to the dialog element.
 */
export function AuthModal({
  isOpen,
  defaultOpen,
  onOpenChange,
  mode: controlledMode,
  defaultMode = 'login',
  onModeChange,
  onSubmit,
  onRequestReset,
  onVerifyResetCode,
  onSetPassword,
  generatePassword = builtInGeneratePassword,
  onGeneratePassword,
  minPasswordLength = 6,
  defaultEmail,
  labels: labelOverrides,
  mark,
  ...rest
}: AuthModalProps) {
  const [uncontrolledMode, setUncontrolledMode] = useState<AuthMode>(defaultMode);
  const mode = controlledMode ?? uncontrolledMode;
  const labels = mergeAuthModalLabels(defaultAuthModalLabels, labelOverrides);
  const formProps = {
    onSubmit,
    onRequestReset,
    onVerifyResetCode,
    onSetPassword,
    generatePassword,
    onGeneratePassword,
    defaultEmail,
  };

  // The form unmounts when the modal closes; an uncontrolled modal opens on its default again.
  const resetMode = useCallback(() => setUncontrolledMode(defaultMode), [defaultMode]);

  function changeMode(next: AuthMode) {
    if (controlledMode === undefined) setUncontrolledMode(next);
    onModeChange?.(next);
  }

  return (
    <Modal
      {...rest}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={<MarkedTitle mark={mark}>{labels.title[mode]}</MarkedTitle>}
      description={labels.description[mode]}
      labels={{ close: labels.close }}
      size={1}
    >
      {(close) => (
        <AuthForm
          {...formProps}
          mode={mode}
          onModeChange={changeMode}
          onClosed={resetMode}
          close={close}
          labels={labels}
          minPasswordLength={minPasswordLength}
        />
      )}
    </Modal>
  );
}

interface AuthFormProps extends Pick<
  AuthModalProps,
  | 'onSubmit'
  | 'onRequestReset'
  | 'onVerifyResetCode'
  | 'onSetPassword'
  | 'generatePassword'
  | 'onGeneratePassword'
  | 'defaultEmail'
> {
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

function AuthForm({
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
            variant="soft"
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
