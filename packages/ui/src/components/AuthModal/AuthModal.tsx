import { useCallback, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { MarkedTitle } from '../Brand/MarkedTitle';
import { Modal } from '../Modal';
import { AuthForm } from './AuthForm';
import type { AuthCallbacks, AuthResult, AuthSubmitValues } from './authCallbacks';
import {
  defaultAuthModalLabels,
  mergeAuthModalLabels,
  type AuthModalLabelOverrides,
} from './authModalLabels';
import type { AuthMode } from './authValidation';
import { generatePassword as builtInGeneratePassword } from './passwordGenerator';

export type { AuthResult, AuthSubmitValues };

export interface AuthModalProps
  extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children' | 'role' | 'onSubmit'>, AuthCallbacks {
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
  /** The shortest password accepted. */
  minPasswordLength?: number;
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
