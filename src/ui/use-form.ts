import { useRef, useState, type FormEvent, type RefObject } from 'react';

/** What a form's submit reports: `ok`, or the server's error code (null when it gave none). */
export interface FormSubmitResult {
  ok: boolean;
  code: string | null;
}

/** Field errors as message keys: the form translates them, tests compare keys. */
export type FormErrors<F extends string, K extends string> = Partial<Record<F, K>>;

export interface UseFormOptions<V extends FormValues<V>, F extends keyof V & string, K extends string> {
  initial: V;
  /** The fields in the order the form shows them: after a refused check, focus moves to the first invalid one. */
  order: readonly F[];
  validate(values: V): FormErrors<NoInfer<F>, K>;
  /** Translates the keys `validate` answers: the form's translator, whose type proves their namespaces loaded. */
  t(key: NoInfer<K>): string;
  /** Called with the checked values; a result that is not `ok` shows its code. */
  submit(values: V): Promise<FormSubmitResult>;
}

export interface UseFormResult<V extends FormValues<V>, F extends keyof V & string, K extends string> {
  values: V;
  errors: FormErrors<F, K>;
  /** The code of the last refused submit: undefined before any, null when the server named none. */
  serverCode: string | null | undefined;
  pending: boolean;
  /** Goes on the `<form>`: fields are focused by their control's `name`, which must equal the field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The `onChange` of a field's input: a text field takes its value, a boolean field its `checked`. */
  change(field: keyof V): (event: { target: { value: string; checked: boolean } }) => void;
  /** The translated error of a field, or null. */
  message(field: F): string | null;
  /** The `onSubmit` of the form: checks, focuses the first invalid field or submits. */
  onSubmit(event: FormEvent): Promise<void>;
}

/** Values of a form: text fields and checkboxes. */
export type FormValues<V> = { [K in keyof V]: string | boolean };

/**
 * The state of a form with client checks and a server answer: values, field errors, the server's code and
 * whether a submit is under way. A submit that throws clears `pending` and rethrows.
 */
export function useForm<V extends FormValues<V>, F extends keyof V & string, K extends string>({
  initial,
  order,
  validate,
  t,
  submit,
}: UseFormOptions<V, F, K>): UseFormResult<V, F, K> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F, K>>({});
  const [serverCode, setServerCode] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof V) => (event: { target: { value: string; checked: boolean } }) =>
    setValues((v) => ({ ...v, [field]: typeof v[field] === 'boolean' ? event.target.checked : event.target.value }));

  const message = (field: F) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setServerCode(undefined);
    const invalid = order.find((field) => found[field] !== undefined);
    if (invalid !== undefined) {
      const control = formRef.current?.elements.namedItem(invalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setPending(true);
    try {
      const result = await submit(values);
      if (!result.ok) setServerCode(result.code);
    } finally {
      setPending(false);
    }
  }

  return { values, errors, serverCode, pending, formRef, change, message, onSubmit };
}
