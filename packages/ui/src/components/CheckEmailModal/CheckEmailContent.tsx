import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { CodeForm } from '../CodeField/CodeForm';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../../utils/cx';
import { LinkButton } from '../AuthModal/LinkButton';
import type { AuthResult } from '../AuthModal/AuthModal';
import type { CheckEmailModalLabels, CheckEmailModalProps, CheckEmailStatus } from './CheckEmailModal';
import type { Cooldown } from './useCooldown';
import * as messageStyles from '../AuthModal/statusMessage.css';
import * as styles from './CheckEmailModal.css';

export interface CheckEmailContentProps extends Pick<
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
  cooldown: Cooldown;
  cooldownSeconds: number;
  /** The product's mark heads the dialog: no envelope under it while waiting (one picture a header). */
  hasMark?: boolean;
}

type ResendOutcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/** The dialog's body: waiting (where the email went, a code field, resend and change address) or verified. */
export function CheckEmailContent({
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
  hasMark = false,
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
      {(isVerified || !hasMark) && (
        <span className={cx(styles.badge, isVerified && styles.verifiedBadge)} aria-hidden="true">
          <Icon name={isVerified ? 'check' : 'mail'} size={28} />
        </span>
      )}
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
            <Button ref={continueRef} icon={continueIcon} iconPosition="end" isFullWidth onPress={onContinue}>
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
                variant="surface"
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
