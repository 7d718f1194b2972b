import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A message per field, for the fields that have one. */
export type TFieldErrors<F> = Partial<Record<keyof F, string | undefined>>;

type TControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TFormOptions<F extends { [K in keyof F]: string }> {
  initial: F | (() => F);
  /** Every field's message by the rules the server applies too (the domain's), checked on each render. */
  validate?: (values: F) => TFieldErrors<F>;
  /**
   * When a field's own message starts to show: once it was typed in ('change') or once it was left ('blur').
   * `showAllErrors` shows every one (a send attempt).
   */
  showErrorsAfter?: 'change' | 'blur';
  /** Called when the visitor changes a field (a form clears what its last send said). */
  onEdit?: (name: keyof F) => void;
}

/** What binds a control (input, select, textarea) to a form's field. */
export interface TFieldBinding {
  name: string;
  value: string;
  ref: (element: TControl | null) => void;
  onChange: (event: ChangeEvent<TControl>) => void;
  onBlur: () => void;
}

/**
 * The app's one way to hold a form: its fields, their live check, which messages show, what the server said of a
 * field (until the field changes), and the focus. Sending is a TanStack `useMutation` beside it.
 */
export function useForm<F extends { [K in keyof F]: string }>({
  initial,
  validate,
  showErrorsAfter = 'change',
  onEdit,
}: TFormOptions<F>) {
  type TName = keyof F & string;
  const [values, setValues] = useState<F>(initial);
  const [touched, setTouched] = useState<Partial<Record<TName, true>>>({});
  const [isAllShown, setIsAllShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<TFieldErrors<F>>({});
  const controls = useRef<Partial<Record<TName, TControl | null>>>({});
  // Pressing submit blurs the field first: its message appearing then would move the button away from under the
  // pointer and lose the click. The send attempt shows every message anyway.
  const isPressingSubmit = useRef(false);

  const names = Object.keys(values) as TName[];
  const errors: TFieldErrors<F> = validate?.(values) ?? {};
  const wrongFields = names.filter((name) => errors[name]);
  const touch = (name: TName) =>
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  const setValue = (name: TName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (showErrorsAfter === 'change') touch(name);
    // The server's word on a field no longer holds once the visitor changed it.
    setServerErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest as TFieldErrors<F>;
    });
    onEdit?.(name);
  };

  return {
    values,
    /** Every field's live message, shown or not. */
    errors,
    /** The fields whose live check fails, in the form's order. */
    wrongFields,
    isValid: wrongFields.length === 0,
    isAllShown,
    /** What a field shows: its live message once it shows, else what the server said of it. */
    errorOf: (name: TName): string | undefined =>
      (isAllShown || touched[name] ? errors[name] : undefined) ?? serverErrors[name],
    /** The first field, in the form's order, that `messages` has a message for. */
    firstFieldOf: (messages: TFieldErrors<F>): TName | undefined => names.find((name) => messages[name]),
    setValue,
    showAllErrors: () => setIsAllShown(true),
    setServerErrors,
    focus: (name: TName) => controls.current[name]?.focus(),
    /** What binds a control (input, select, textarea) to the field `name`. */
    field: (name: TName): TFieldBinding => ({
      name,
      value: values[name],
      ref: (element: TControl | null) => {
        controls.current[name] = element;
      },
      onChange: (event: ChangeEvent<TControl>) => setValue(name, event.target.value),
      onBlur: () => {
        if (showErrorsAfter === 'blur' && !isPressingSubmit.current) touch(name);
      },
    }),
    /** For the submit button of a form whose messages show once a field is left. */
    submitButton: {
      onPointerDown: () => (isPressingSubmit.current = true),
      onPointerLeave: () => (isPressingSubmit.current = false),
      onPointerCancel: () => (isPressingSubmit.current = false),
    },
    /** The form's onSubmit: the page stays, and `onSubmit` gets the values. */
    handleSubmit: (onSubmit: (values: F) => void) => (event: FormEvent) => {
      event.preventDefault();
      isPressingSubmit.current = false;
      onSubmit(values);
    },
  };
}

export type TForm<F extends { [K in keyof F]: string }> = ReturnType<typeof useForm<F>>;
