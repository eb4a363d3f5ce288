import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { CodeForm } from '../CodeField/CodeForm';
import { Icon, type IconProp } from '../Icon';
import { Modal } from '../Modal';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { LinkButton } from '../AuthModal/LinkButton';
import type { AuthResult } from '../AuthModal/AuthModal';
import { useCooldown } from './useCooldown';
import * as messageStyles from '../AuthModal/statusMessage.css';
import * as styles from './CheckEmailModal.css';

/** Every visible text of the CheckEmailModal. Defaults are generic English. */
export interface CheckEmailModalLabels {
  /** The dialog's title. */
  title: string;
  /** Says where the email went; `address` is the highlighted address. */
  sentTo: (address: ReactNode) => ReactNode;
  /** How long the link works. */
  linkValidity: (hours: number) => string;
  /** A hint for people who cannot find the email. */
  notReceived: string;
  /** The resend button's text (it stays the same while the wait counts down). */
  resend: string;
  /** The countdown beside the resend button during the cooldown. */
  resendIn: (seconds: number) => string;
  /** What the resend button's spinner says to a screen reader while resending. */
  pending: string;
  /** Confirms a resend. */
  resendSent: string;
  /** Before the change-address link, e.g. 'Wrong address?'. */
  changeAddressPrompt: string;
  /** The link back to signup to use another address (shown only with `onChangeAddress`). */
  changeAddress: string;
  /** Shown when `onResend` or `onVerifyCode` throws or rejects instead of resolving. */
  unexpectedError: string;
  /** The Modal's close button. */
  close: string;
  /** The code field's label (shown with `onVerifyCode`). */
  codeLabel: string;
  /** Help under the code field. */
  codeDescription: string;
  /** Shown under the code field when Verify is pressed before every digit is in. */
  codeIncomplete: (length: number) => string;
  /** The button that checks the code. */
  verify: string;
  /** What the verify button's spinner says to a screen reader while the code is checked. */
  verifying: string;
  /** The dialog's title once `status` is 'verified'. */
  verifiedTitle: string;
  /** The text of the verified state, announced politely with the title. */
  verifiedDescription: string;
  /** The verified state's action (shown with `onContinue`). */
  continue: string;
}

export const defaultCheckEmailModalLabels: CheckEmailModalLabels = {
  title: 'Check Your Email',
  sentTo: (address) => <>We sent a verification code and a link to {address}.</>,
  linkValidity: (hours) => `Use either one to verify your address. Both are valid for ${hours} hours.`,
  notReceived: 'Didn’t get the email? Check your spam folder, or send it again.',
  resend: 'Resend Email',
  resendIn: (seconds) => `You can resend in ${seconds}s`,
  pending: 'Sending',
  resendSent: 'A new verification email is on its way.',
  changeAddressPrompt: 'Wrong address?',
  changeAddress: 'Change Email Address',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  close: 'Close',
  codeLabel: 'Verification code',
  codeDescription: 'Type or paste the code from the email.',
  codeIncomplete: (length) => `Enter all ${length} digits of the code.`,
  verify: 'Verify',
  verifying: 'Verifying',
  verifiedTitle: 'Email verified',
  verifiedDescription: 'Your email address is verified.',
  continue: 'Continue',
};

export const checkEmailStatuses = ['waiting', 'verified'] as const;
export type CheckEmailStatus = (typeof checkEmailStatuses)[number];

export interface CheckEmailModalProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children' | 'role'
> {
  /** Controlled open state. Leave unset inside a `DialogTrigger`. */
  isOpen?: boolean;
  /** Uncontrolled initial open state (outside a `DialogTrigger`). */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The address the verification email went to. */
  email: string;
  /**
   * Sends the verification email again. Resolve `{ ok: true }` to confirm and start the cooldown,
   * or `{ error }` with the message to show (the button is available again at once).
   */
  onResend: () => Promise<AuthResult>;
  /** Goes back to sign-up to use another address; the modal closes first. No link without it. */
  onChangeAddress?: () => void;
  /** Seconds the resend button waits after a successful resend. */
  cooldownSeconds?: number;
  /** A cooldown already running when the modal mounts, e.g. right after the first email went out. */
  initialCooldownSeconds?: number;
  /** How long the verification link (and code) works, as stated in the text. */
  linkValidityHours?: number;
  /**
   * Checks a code from the email. With it the dialog shows a code field and a Verify button; a
   * complete code is checked at once. Resolve `{ error }` to show the message under the field
   * (focus returns to the field, selected); on success the parent sets `status` to 'verified'.
   */
  onVerifyCode?: (code: string) => Promise<AuthResult>;
  /** How many digits the code has. */
  codeLength?: number;
  /**
   * 'waiting' (default) for the email; 'verified' replaces the body with a success state (a check,
   * `verifiedDescription` and the `onContinue` action, which takes focus) and the title with
   * `verifiedTitle`, announced politely. Set it when the code worked or the address was verified
   * elsewhere.
   */
  status?: CheckEmailStatus;
  /** The verified state's primary action, e.g. starting a download. No button without it. */
  onContinue?: () => void;
  /** The icon of the verified state's action (after its label), e.g. 'download'. */
  continueIcon?: IconProp;
  /** Overrides for the UI strings (merged over `defaultCheckEmailModalLabels`). */
  labels?: Partial<CheckEmailModalLabels>;
}

/**
 * Tells a new user to verify their address: where the email went and how long its link works,
 * with a resend button that waits `cooldownSeconds` between sends (counting down on screen, but
 * without announcing every second) and a way back to change the address. With `onVerifyCode` it
 * also takes the code from the email; with `status="verified"` it says the address is verified and
 * offers the next step. `ref` and other attributes go to the dialog element.
 */
export function CheckEmailModal({
  isOpen,
  defaultOpen,
  onOpenChange,
  email,
  onResend,
  onChangeAddress,
  cooldownSeconds = 60,
  initialCooldownSeconds = 0,
  linkValidityHours,
  onVerifyCode,
  codeLength = 6,
  status = 'waiting',
  onContinue,
  continueIcon = 'arrow-right',
  labels: labelOverrides,
  ...rest
}: CheckEmailModalProps) {
  const labels = { ...defaultCheckEmailModalLabels, ...labelOverrides };
  // Kept here rather than in the content, so closing and reopening does not skip the wait.
  const cooldown = useCooldown(initialCooldownSeconds);
  return (
    <Modal
      {...rest}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={status === 'verified' ? labels.verifiedTitle : labels.title}
      labels={{ close: labels.close }}
      size={1}
    >
      {(close) => (
        <CheckEmailContent
          email={email}
          onResend={onResend}
          onChangeAddress={onChangeAddress}
          linkValidityHours={linkValidityHours}
          onVerifyCode={onVerifyCode}
          codeLength={codeLength}
          status={status}
          onContinue={onContinue}
          continueIcon={continueIcon}
          labels={labels}
          close={close}
          cooldown={cooldown}
          cooldownSeconds={cooldownSeconds}
        />
      )}
    </Modal>
  );
}

interface CheckEmailContentProps extends Pick<
  CheckEmailModalProps,
  | 'email'
  | 'onResend'
  | 'onChangeAddress'
  | 'linkValidityHours'
  | 'onVerifyCode'
  | 'onContinue'
  | 'continueIcon'
> {
  codeLength: number;
  status: CheckEmailStatus;
  labels: CheckEmailModalLabels;
  close: () => void;
  cooldown: ReturnType<typeof useCooldown>;
  cooldownSeconds: number;
}

type ResendOutcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

function CheckEmailContent({
  email,
  onResend,
  onChangeAddress,
  linkValidityHours = 24,
  onVerifyCode,
  codeLength,
  status,
  onContinue,
  continueIcon,
  labels,
  close,
  cooldown,
  cooldownSeconds,
}: CheckEmailContentProps) {
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  const pending = useRef(false);
  const countdownId = useId();
  const isVerified = status === 'verified';
  const statusRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  async function resend() {
    if (pending.current || cooldown.isCoolingDown) return;
    pending.current = true;
    setSending(true);
    setOutcome(null);
    let result: AuthResult;
    try {
      result = await onResend();
    } catch {
      result = { error: labels.unexpectedError };
    }
    pending.current = false;
    setSending(false);
    if ('error' in result) {
      setOutcome({ kind: 'failed', message: result.error });
    } else {
      setOutcome({ kind: 'sent' });
      cooldown.start(cooldownSeconds);
    }
  }

  // The verified state takes focus: its action, or else its text (the part that held focus, such
  // as the code field, is gone).
  useEffect(() => {
    if (!isVerified) return;
    (continueRef.current ?? statusRef.current)?.focus();
  }, [isVerified]);

  const isCoolingDown = cooldown.isCoolingDown && !isSending;

  return (
    <div className={styles.body}>
      <span className={cx(styles.badge, isVerified && styles.verifiedBadge)} aria-hidden="true">
        <Icon name={isVerified ? 'check' : 'mail'} size={28} />
      </span>
      {!isVerified && (
        <>
          <p className={styles.text}>{labels.sentTo(<strong className={styles.address}>{email}</strong>)}</p>
          <p className={styles.text}>{labels.linkValidity(linkValidityHours)}</p>
          {onVerifyCode && (
            <CodeForm onVerifyCode={onVerifyCode} codeLength={codeLength} labels={labels} takesFocus />
          )}
          <p className={styles.hint}>{labels.notReceived}</p>
        </>
      )}

      {/* Always in the page, so screen readers announce what appears in it: the resend's
          confirmation while waiting, the verified state's title and text once verified. */}
      <div
        ref={statusRef}
        role="status"
        tabIndex={isVerified && !onContinue ? -1 : undefined}
        className={isVerified ? styles.verifiedText : messageStyles.successMessage}
      >
        {isVerified ? (
          <>
            <VisuallyHidden>{labels.verifiedTitle}. </VisuallyHidden>
            {labels.verifiedDescription}
          </>
        ) : (
          outcome?.kind === 'sent' && (
            <>
              <Icon name="check-circle" className={messageStyles.messageIcon} />
              <span>{labels.resendSent}</span>
            </>
          )
        )}
      </div>

      {isVerified ? (
        onContinue && (
          <div className={styles.actions}>
            <Button ref={continueRef} icon={continueIcon} iconPosition="end" onPress={onContinue}>
              {labels.continue}
            </Button>
          </div>
        )
      ) : (
        <>
          <div role="alert" className={messageStyles.errorMessage}>
            {outcome?.kind === 'failed' && (
              <>
                <Icon name="alert" className={messageStyles.messageIcon} />
                <span>{outcome.message}</span>
              </>
            )}
          </div>

          <div className={styles.actions}>
            {/* During the cooldown the button stays focusable (aria-disabled) so focus is not lost,
                keeps its name, and is described by the countdown beside it, which is not a live
                region: screen readers hear the time when they ask, not every second. The countdown
                sits outside the button so its visible text and its name stay the same (WCAG 2.5.3). */}
            <div className={styles.resendGroup}>
              <Button
                variant="soft"
                icon="refresh"
                onPress={resend}
                isPending={isSending}
                labels={{ pending: labels.pending }}
                aria-disabled={isCoolingDown || undefined}
                aria-describedby={isCoolingDown ? countdownId : undefined}
                className={styles.resend}
              >
                {labels.resend}
              </Button>
              {isCoolingDown && (
                <span id={countdownId} className={styles.countdown}>
                  {labels.resendIn(cooldown.remainingSeconds)}
                </span>
              )}
            </div>
            {onChangeAddress && (
              <p className={styles.changeLine}>
                {labels.changeAddressPrompt}{' '}
                <LinkButton
                  onPress={() => {
                    close();
                    onChangeAddress();
                  }}
                >
                  {labels.changeAddress}
                </LinkButton>
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
