import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button';
import { CodeForm } from '../CodeField/CodeForm';
import { Icon } from '../Icon';
import { MarkedTitle } from '../Brand/MarkedTitle';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
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

const noProblems: AuthFormProblems = {};

/** The label text for each field's problem. */
function errorTexts(
  problems: AuthFormProblems,
  { errors }: AuthModalLabels,
  minPasswordLength: number,
): Partial<Record<keyof AuthFormValues, string>> {
  return {
    email: problems.email && (problems.email === 'required' ? errors.emailRequired : errors.emailInvalid),
    password:
      problems.password &&
      (problems.password === 'required'
        ? errors.passwordRequired
        : errors.passwordTooShort(minPasswordLength)),
    confirmPassword:
      problems.confirmPassword &&
      (problems.confirmPassword === 'required' ? errors.confirmPasswordRequired : errors.passwordsMismatch),
  };
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
  const [values, setValues] = useState<AuthFormValues>({
    email: defaultEmail,
    password: '',
    confirmPassword: '',
  });
  // Errors show once the user tried to submit this form, then follow their typing.
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped on each invalid submit: which field to send the user to, and its error.
  const [invalidSubmit, setInvalidSubmit] = useState({ field: '', message: '', count: 0 });
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  // State updates land after the event: a ref stops a second submit in the same moment.
  const pending = useRef(false);

  // Switching form starts it afresh (the email stays).
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    setHasTriedSubmit(false);
    setServerError(null);
    setNotice(null);
    setValues((v) => ({ ...v, password: mode === 'set-password' ? '' : v.password, confirmPassword: '' }));
  }

  useEffect(() => onClosed, [onClosed]);

  // On opening and on every switch, focus goes to the first field.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [mode]);

  // After an invalid submit, focus the first invalid field so its error is read out with it. If it
  // already has focus, moving focus announces nothing, so the error goes to the live region.
  useEffect(() => {
    if (invalidSubmit.count === 0) return;
    const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="${invalidSubmit.field}"]`);
    if (!input) return;
    if (input === input.ownerDocument.activeElement) {
      setAnnouncement((a) => ({ text: invalidSubmit.message, key: a.key + 1 }));
    } else {
      input.focus();
    }
  }, [invalidSubmit]);

  const problems = hasTriedSubmit ? validateAuthForm(mode, values, { minPasswordLength }) : noProblems;
  const errors = errorTexts(problems, labels, minPasswordLength);
  const fields = fieldsOfMode[mode];
  const choosesPassword = mode === 'signup' || mode === 'set-password';

  const setValue = (name: keyof AuthFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  function callFor(current: AuthMode): Promise<AuthResult> {
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    setHasTriedSubmit(true);
    const found = errorTexts(
      validateAuthForm(mode, values, { minPasswordLength }),
      labels,
      minPasswordLength,
    );
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid) {
      setInvalidSubmit((s) => ({ field: firstInvalid, message: found[firstInvalid]!, count: s.count + 1 }));
      return;
    }
    pending.current = true;
    setSubmitting(true);
    setServerError(null);
    setNotice(null);
    let result: AuthResult;
    try {
      result = await callFor(mode);
    } catch {
      result = { error: labels.errors.unexpected };
    }
    pending.current = false;
    setSubmitting(false);
    if ('error' in result) setServerError(result.error);
    else if (mode === 'reset-request') setNotice(labels.resetRequestSent);
    else close();
  }

  function handleGenerate() {
    if (!generatePassword) return;
    const password = generatePassword();
    setValues((v) => ({ ...v, password }));
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
        onSubmit={handleSubmit}
        className={styles.form}
        data-mode={mode}
      >
        {fields.includes('email') && (
          <TextField
            label={labels.email}
            type="email"
            name="email"
            autoComplete={mode === 'signup' ? 'email' : 'username'}
            placeholder={labels.emailPlaceholder}
            isRequired
            value={values.email}
            onChange={setValue('email')}
            isReadOnly={isSubmitting}
            isInvalid={!!errors.email}
            errorMessage={errors.email}
          />
        )}
        {fields.includes('password') && (
          <TextField
            label={mode === 'set-password' ? labels.newPassword : labels.password}
            type={isPasswordVisible ? 'text' : 'password'}
            name="password"
            autoComplete={choosesPassword ? 'new-password' : 'current-password'}
            isRequired
            value={values.password}
            onChange={setValue('password')}
            isReadOnly={isSubmitting}
            // The hint gives way to the error, which says the same thing more urgently.
            description={
              choosesPassword && !errors.password ? labels.passwordHint(minPasswordLength) : undefined
            }
            isInvalid={!!errors.password}
            errorMessage={errors.password}
            endAdornment={visibilityToggle}
          />
        )}
        {fields.includes('confirmPassword') && (
          <TextField
            label={labels.confirmPassword}
            type={isPasswordVisible ? 'text' : 'password'}
            name="confirmPassword"
            autoComplete="new-password"
            isRequired
            value={values.confirmPassword}
            onChange={setValue('confirmPassword')}
            isReadOnly={isSubmitting}
            isInvalid={!!errors.confirmPassword}
            errorMessage={errors.confirmPassword}
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
        <VisuallyHidden aria-live="polite">
          <span key={announcement.key}>{announcement.text}</span>
        </VisuallyHidden>

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
