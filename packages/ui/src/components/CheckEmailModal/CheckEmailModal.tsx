import { useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
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
  /** Shown when `onResend` throws or rejects instead of resolving. */
  unexpectedError: string;
  /** The Modal's close button. */
  close: string;
}

export const defaultCheckEmailModalLabels: CheckEmailModalLabels = {
  title: 'Check your email',
  sentTo: (address) => <>We sent a verification link to {address}.</>,
  linkValidity: (hours) => `Open it to verify your account. The link is valid for ${hours} hours.`,
  notReceived: 'Didn’t get the email? Check your spam folder, or send it again.',
  resend: 'Resend email',
  resendIn: (seconds) => `You can resend in ${seconds}s`,
  pending: 'Sending',
  resendSent: 'A new verification email is on its way.',
  changeAddressPrompt: 'Wrong address?',
  changeAddress: 'Change email address',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  close: 'Close',
};

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
  /** How long the verification link works, as stated in the text. */
  linkValidityHours?: number;
  /** Overrides for the UI strings (merged over `defaultCheckEmailModalLabels`). */
  labels?: Partial<CheckEmailModalLabels>;
}

/**
 * Tells a new user to verify their address: where the email went and how long its link works,
 * with a resend button that waits `cooldownSeconds` between sends (counting down on screen, but
 * without announcing every second) and a way back to change the address. `ref` and other
 * attributes go to the dialog element.
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
      title={labels.title}
      labels={{ close: labels.close }}
      size={1}
    >
      {(close) => (
        <CheckEmailContent
          email={email}
          onResend={onResend}
          onChangeAddress={onChangeAddress}
          linkValidityHours={linkValidityHours}
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
  'email' | 'onResend' | 'onChangeAddress' | 'linkValidityHours'
> {
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
  labels,
  close,
  cooldown,
  cooldownSeconds,
}: CheckEmailContentProps) {
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  const pending = useRef(false);
  const countdownId = useId();

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

  const isCoolingDown = cooldown.isCoolingDown && !isSending;

  return (
    <div className={styles.body}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="mail" size={28} />
      </span>
      <p className={styles.text}>{labels.sentTo(<strong className={styles.address}>{email}</strong>)}</p>
      <p className={styles.text}>{labels.linkValidity(linkValidityHours)}</p>
      <p className={styles.hint}>{labels.notReceived}</p>

      {/* Always in the page, so screen readers announce what appears in them. */}
      <div role="status" className={messageStyles.successMessage}>
        {outcome?.kind === 'sent' && (
          <>
            <Icon name="check-circle" className={messageStyles.messageIcon} />
            <span>{labels.resendSent}</span>
          </>
        )}
      </div>
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
    </div>
  );
}
