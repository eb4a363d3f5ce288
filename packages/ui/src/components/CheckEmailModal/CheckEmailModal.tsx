import type { ComponentPropsWithRef, ReactNode } from 'react';
import { MarkedTitle } from '../Brand/MarkedTitle';
import type { IconProp } from '../Icon';
import { Modal } from '../Modal';
import type { AuthResult } from '../AuthModal/AuthModal';
import { CheckEmailContent } from './CheckEmailContent';
import { useCooldown } from './useCooldown';

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
  /**
   * The product's mark (an SVG the app supplies), shown above the title as in the AuthModal and
   * the BetaNoticeModal; decorative. It heads the dialog in place of the envelope while waiting.
   */
  mark?: ReactNode;
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
  mark,
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
      title={
        <MarkedTitle mark={mark}>{status === 'verified' ? labels.verifiedTitle : labels.title}</MarkedTitle>
      }
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
          hasMark={Boolean(mark)}
        />
      )}
    </Modal>
  );
}
