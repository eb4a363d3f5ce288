import { useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes, type RefObject } from 'react';
import {
  firstInvalidField,
  interpretSubmitResult,
  trimValues,
  validateFields,
  type FieldProblem,
  type FieldRules,
  type FormStatus,
  type FormSubmitHandler,
  type FormSubmitResult,
} from './formValidation';

export type FormValues = Record<string, string | boolean>;

/**
 * The HTML attributes a form component of the package spreads onto its `<form>`: the form
 * sends through `onSubmit`, so the native submission attributes are left out.
 */
export type FormElementProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'title' | 'children' | 'encType' | 'method' | 'action' | 'target'
>;

export interface UseFormControllerOptions<V extends FormValues, P extends string = FieldProblem> {
  /** The values the form starts with. */
  initialValues: V;
  /** The fields in the order they appear: focus goes to the first invalid one. */
  fieldOrder: ReadonlyArray<keyof V & string>;
  /** Client-side rules, checked on submit and then live while the user fixes things. */
  rules?: FieldRules<V>;
  /** In place of `rules`, for checks that compare fields (a repeated password): the problems found. */
  validate?: (values: V) => { [K in keyof V]?: P };
  /** The text shown under a field for a problem. */
  errorText: (name: keyof V & string, problem: P) => string;
  /** Receives the values (trimmed unless `trims` is false); see `FormSubmitResult`. */
  onSubmit: FormSubmitHandler<V>;
  /** Form-level texts for a thrown call or an empty message. */
  fallbacks: { failed: string; rateLimited: string };
  /** The `<form>` element (where the fields are looked up to be focused). */
  formRef: RefObject<HTMLFormElement | null>;
  /** false: send the values as typed (passwords), not trimmed. */
  trims?: boolean;
  /** true: a sent form may be sent again (a request such as a reset link); otherwise it is done. */
  isRepeatable?: boolean;
}

/** Props a field of the pattern takes from the controller. */
export interface ControlledFieldProps<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  isInvalid: true | undefined;
  errorMessage: string | undefined;
  isReadOnly: boolean;
  /** Where the controller finds the field to focus it (see `fieldControl`). */
  'data-field': string;
}

/** The element of a field that takes focus: a text input, a select, a textarea or a checkbox. */
export function fieldControl(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const root = form?.querySelector(`[data-field="${name}"]`);
  return (
    root?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button:not([tabindex="-1"])',
    ) ?? null
  );
}

/**
 * The state machine behind every form of the package: values, client validation (shown after
 * the first submit), the call to `onSubmit`, server field errors, the form-level message and
 * where focus goes. Each form component renders its own fields from what this returns.
 */
export function useFormController<V extends FormValues, P extends string = FieldProblem>({
  initialValues,
  fieldOrder,
  rules,
  validate,
  errorText,
  onSubmit,
  fallbacks,
  formRef,
  trims = true,
  isRepeatable = false,
}: UseFormControllerOptions<V, P>) {
  const [values, setValues] = useState<V>(initialValues);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Bumped on each submit that finds problems: which field to send the user to, and its error.
  const [focusRequest, setFocusRequest] = useState({ field: '', text: '', count: 0 });
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  // State updates land after the event: a ref stops a second submit in the same moment.
  const pending = useRef(false);

  const check = (current: V): { [K in keyof V]?: P } =>
    validate ? validate(current) : (validateFields(current, rules ?? {}) as { [K in keyof V]?: P });
  const problems: { [K in keyof V]?: P } = hasTriedSubmit ? check(values) : {};
  const errors: Partial<Record<string, string>> = {};
  for (const name of fieldOrder) {
    const problem = problems[name];
    if (problem) errors[name] = errorText(name, problem);
  }

  // Focus the first invalid field so its error is read with it. If it already has focus,
  // moving focus announces nothing, so the error goes to the live region instead.
  useEffect(() => {
    if (focusRequest.count === 0) return;
    const form = formRef.current;
    const control = fieldControl(form, focusRequest.field);
    if (!control) return;
    if (control === form?.ownerDocument.activeElement) {
      setAnnouncement((a) => ({ text: focusRequest.text, key: a.key + 1 }));
    } else {
      control.focus();
    }
  }, [focusRequest, formRef]);

  const isPending = status === 'submitting';

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A server error belongs to the value it judged: editing the field clears it.
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  function fieldProps<K extends keyof V & string>(name: K): ControlledFieldProps<V[K]> {
    // The server's verdict on the value it was sent, until the field is edited (a native field such
    // as the select does not read the form's `validationErrors`).
    const error = errors[name] ?? serverErrors[name];
    return {
      name,
      value: values[name],
      onChange: (value: V[K]) => setValue(name, value),
      isInvalid: error ? true : undefined,
      errorMessage: error,
      isReadOnly: isPending,
      'data-field': name,
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current || (status === 'done' && !isRepeatable)) return;
    setHasTriedSubmit(true);
    const found = check(values);
    const first = firstInvalidField(fieldOrder, found);
    if (first) {
      setStatus('invalid');
      setMessage(null);
      setFocusRequest((r) => ({ field: first, text: errorText(first, found[first]!), count: r.count + 1 }));
      return;
    }
    pending.current = true;
    setStatus('submitting');
    setMessage(null);
    setServerErrors({});
    let result: FormSubmitResult;
    try {
      result = await onSubmit(trims ? trimValues(values) : values);
    } catch {
      result = { error: fallbacks.failed };
    }
    pending.current = false;
    const next = interpretSubmitResult(result, fieldOrder, fallbacks);
    setStatus(next.status);
    setMessage(next.message);
    setServerErrors(next.fieldErrors);
    const firstServer = firstInvalidField(fieldOrder, next.fieldErrors);
    if (firstServer) {
      setFocusRequest((r) => ({
        field: firstServer,
        text: next.fieldErrors[firstServer]!,
        count: r.count + 1,
      }));
    }
  }

  /** Starts the form afresh (as a form just shown): the values `next` makes, no errors, no message. */
  function reset(next: (current: V) => V) {
    setValues(next);
    setHasTriedSubmit(false);
    setStatus('idle');
    setMessage(null);
    setServerErrors({});
  }

  return {
    values,
    setValue,
    reset,
    fieldProps,
    status,
    isPending,
    /** The form-level message of the `failed`, `rate-limited` (and server `invalid`) states. */
    message,
    /** For react-aria Form's `validationErrors`. */
    serverErrors,
    /** What the polite live region says (re-announced each time its key changes). */
    announcement,
    handleSubmit,
  };
}

/** What `useFormController` returns. */
export type FormController<V extends FormValues = FormValues> = ReturnType<typeof useFormController<V>>;
