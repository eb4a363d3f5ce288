import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { Group, Input, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { mergeRefs } from '../../utils/mergeRefs';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../TextField/TextField';
import { codeDigits, pasteIntoCode, sanitizeCode } from './codeInput';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './CodeField.css';

/** The label a CodeField shows when it is given none. */
export const defaultCodeFieldLabel = 'Verification code';

export interface CodeFieldProps
  extends
    Omit<
      TextFieldProps,
      | 'className'
      | 'children'
      | 'style'
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'inputMode'
      | 'autoComplete'
      | 'maxLength'
      | 'minLength'
      | 'pattern'
    >,
    Omit<FieldTextProps, 'label' | 'placeholder'> {
  /** The visible label, which also names the field (default 'Verification code'). */
  label?: ReactNode;
  /** How many digits the code has: the input's `maxLength` and its width. */
  length?: number;
  /** The code (controlled). Anything but digits in it is left out. */
  value?: string;
  /** The starting code (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits after every change (never with letters or separators). */
  onChange?: (code: string) => void;
  /**
   * Called once the code has all its digits, as typed or pasted: once per completion, and again
   * for a whole code pasted (or filled in) over it. Not called when `value` changes from outside.
   */
  onComplete?: (code: string) => void;
  /** Reaches the `<input>`, e.g. to focus and select it after a wrong code. */
  inputRef?: Ref<HTMLInputElement>;
  /** Shown while the field is empty. Leave it out: the slot lines already show the length. */
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A one-time code input: one `<input>` (not one box per digit) with `autocomplete="one-time-code"`
 * and a numeric keyboard, so phones offer the code from a message and password managers fill
 * it. It keeps digits only: typed letters do nothing, and a pasted 'Your code: 123 456' becomes
 * '123456'. The digits are monospaced and spaced over one line per digit. Label, description and
 * error follow TextField (the error shows while `isInvalid`, linked with aria-describedby, and is
 * announced politely when it appears). Make
 * it `isReadOnly` while the code is being checked. `ref` and other attributes go to the field's
 * root `<div>`.
 */
export function CodeField({
  label = defaultCodeFieldLabel,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  length = 6,
  value,
  defaultValue,
  onChange,
  onComplete,
  inputRef,
  name = 'code',
  className,
  style,
  ...rest
}: CodeFieldProps) {
  const [ownCode, setOwnCode] = useState(() => sanitizeCode(defaultValue ?? '', length));
  const code = value === undefined ? ownCode : sanitizeCode(value, length);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useMemo(() => mergeRefs(input, inputRef), [inputRef]);
  const caretAfterRender = useRef<number | null>(null);
  const isLocked = !!rest.isReadOnly || !!rest.isDisabled;

  /** Takes a new code; `whole` is a code put in at once (a paste, a fill), which completes again. */
  function commit(next: string, whole: boolean) {
    if (next !== code) {
      if (value === undefined) setOwnCode(next);
      onChange?.(next);
    }
    if (next.length === length && (next !== code || whole)) onComplete?.(next);
  }

  /** Text put in at once at the selection (a paste, a suggestion, a formatted autofill). */
  function insert(element: HTMLInputElement, text: string) {
    if (isLocked) return;
    const start = element.selectionStart ?? code.length;
    const end = element.selectionEnd ?? code.length;
    const { value: next, caret } = pasteIntoCode(code, text, start, end, length);
    caretAfterRender.current = caret;
    commit(next, true);
  }

  // The native listener below is attached once and calls the latest `insert`.
  const latestInsert = useRef(insert);
  useLayoutEffect(() => {
    latestInsert.current = insert;
  });

  // After a paste in the middle, the caret goes after what was pasted (not to the end).
  useLayoutEffect(() => {
    const caret = caretAfterRender.current;
    caretAfterRender.current = null;
    if (caret !== null && input.current === document.activeElement) {
      input.current?.setSelectionRange(caret, caret);
    }
  }, [code]);

  // Typed text that holds no digit is refused before it reaches the input, so the caret stays;
  // text with digits and other characters at once (a keyboard's suggestion, dictation, a formatted
  // autofill) would be cut at `maxLength` by the browser, so it goes in as a paste does.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      const data = event.data;
      if (!data || event.isComposing || /^\d+$/.test(data)) return;
      event.preventDefault();
      if (codeDigits(data) !== '') latestInsert.current(element, data);
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    // The browser would cut 'Your code: 123456' at maxLength before any digit arrived.
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    insert(event.currentTarget, text);
  }

  return (
    <AriaTextField
      {...rest}
      name={name}
      value={code}
      onChange={(raw) => commit(sanitizeCode(raw, length), false)}
      onPaste={onPaste}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      className={cx(fieldStyles.field, className)}
      style={style}
    >
      <FieldLabel label={label} hideLabel={hideLabel} />
      <Group className={styles.control}>
        <Input
          ref={setInput}
          className={styles.input}
          placeholder={placeholder}
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="off"
          style={{ [styles.codeLengthProperty]: length } as CSSProperties}
        />
      </Group>
      {/* A live region around the messages: an error that arrives while focus stays in the field
          (the code was checked on completion) is announced once. */}
      <div aria-live="polite" className={styles.messages}>
        <FieldFooter description={description} errorMessage={errorMessage} />
      </div>
    </AriaTextField>
  );
}
