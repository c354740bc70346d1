import { useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Form values and the error message key of each field. A field's message goes away as soon as it
 * is edited; `check` runs the form's validation on submit and says whether it passed. Values are
 * never reset by a failed submit.
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});

  const setValue = (name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest as typeof current;
    });
  };

  /**
   * Validates on submit. On failure the focus goes to the first flagged field of `form`, so that a
   * screen reader reads its message (linked to it by aria-describedby).
   */
  const check = (
    validate: (values: V) => FieldErrors<Extract<keyof V, string>>,
    form?: HTMLFormElement,
  ): boolean => {
    const found = validate(values);
    // Rendered first, so that the focused field already carries its message.
    flushSync(() => setErrors(found));
    const first = Object.keys(values).find((name) => name in found);
    if (first && form) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
    return first === undefined;
  };

  /** Props for a text field (TextInput) bound to `name`: value, change handler, error state and message key. */
  const bind = (name: Extract<keyof V, string>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    error: Boolean(errors[name]),
  });

  return { values, errors, setValue, check, bind };
}
