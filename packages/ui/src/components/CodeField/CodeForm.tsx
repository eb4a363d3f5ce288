import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AuthResult } from '../AuthModal/AuthModal';
import { Button } from '../Button';
import { CodeField } from './CodeField';
import * as styles from './CodeForm.css';

/** The words of a CodeForm (the CheckEmailModal's and AuthModal's labels carry them). */
export interface CodeFormLabels {
  codeLabel: string;
  codeDescription: string;
  codeIncomplete: (length: number) => string;
  verify: string;
  verifying: string;
  /** Shown when `onVerifyCode` throws or rejects instead of resolving. */
  unexpectedError: string;
}

export interface CodeFormProps {
  /** Checks the code: `{ ok: true }` (the parent moves on), or `{ error }` to show under the field. */
  onVerifyCode: (code: string) => Promise<AuthResult>;
  codeLength?: number;
  labels: CodeFormLabels;
  /** Focus the field on mount, when the code is what the surrounding dialog is for now. */
  takesFocus?: boolean;
}

/**
 * The code field and its Verify button. A complete code is checked at once (typed, pasted or
 * filled in by the phone); Verify checks it too, or says what is missing. While the code is being
 * checked the field is read-only and the button shows a spinner; an error shows under the field,
 * and focus returns to the field with the code selected, so typing replaces it.
 */
export function CodeForm({ onVerifyCode, codeLength = 6, labels, takesFocus = false }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [isVerifying, setVerifying] = useState(false);
  // An object per error, so a second identical error still returns focus to the field.
  const [error, setError] = useState<{ message: string } | null>(null);
  const verifying = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // The field is what the dialog is for now: it takes focus when the dialog opens (the dialog's
  // own focus handling runs after this and leaves focus inside it alone).
  useEffect(() => {
    if (takesFocus) input.current?.focus();
  }, [takesFocus]);

  // After each error, once the field is editable again.
  useEffect(() => {
    if (!error) return;
    input.current?.focus();
    input.current?.select();
  }, [error]);

  async function verify(value: string) {
    if (verifying.current) return;
    if (value.length < codeLength) {
      setError({ message: labels.codeIncomplete(codeLength) });
      return;
    }
    verifying.current = true;
    setVerifying(true);
    setError(null);
    let result: AuthResult;
    try {
      result = await onVerifyCode(value);
    } catch {
      result = { error: labels.unexpectedError };
    }
    verifying.current = false;
    setVerifying(false);
    if ('error' in result) {
      setError({ message: result.error });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(code);
  }

  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <CodeField
        label={labels.codeLabel}
        description={labels.codeDescription}
        length={codeLength}
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(null);
        }}
        onComplete={(complete) => void verify(complete)}
        isReadOnly={isVerifying}
        isInvalid={!!error}
        errorMessage={error?.message}
        inputRef={input}
      />
      <Button
        type="submit"
        isPending={isVerifying}
        labels={{ pending: labels.verifying }}
        className={styles.verify}
      >
        {labels.verify}
      </Button>
    </form>
  );
}
