import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '@/client/lib/toast';
import { onFirstInteraction } from '@/client/lib/first-interaction';
import { commonMessages } from '@/shared/i18n/messages/common';
import type * as z from 'zod/mini';

type Schema = z.ZodMiniType<object, object>;
type Field<S extends Schema> = keyof z.input<S> & string;
export type FormErrors<S extends Schema> = Partial<Record<Field<S> | 'root', string>>;

/** What a field's control gets from `register`: spread it onto an Input, a Textarea or a checkbox. */
export type FieldRegistration = {
  name: string;
  value?: string;
  checked?: boolean;
  /** An input's change event, or the new value itself (a combobox's or a select's). */
  onChange: (change: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) => void;
  ref: (element: HTMLElement | null) => void;
};

type FormState<S extends Schema> = {
  values: z.input<S>;
  defaults: z.input<S>;
  errors: FormErrors<S>;
  /** Once a submit has been tried, every change is checked again. */
  submitted: boolean;
  /** The default values last seen, when the form follows them. */
  followed?: string;
};

/** Each field's first message, keyed by the field the issue's path starts with. */
function errorsOf<S extends Schema>(issues: readonly z.core.$ZodIssue[]): FormErrors<S> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return errors as FormErrors<S>;
}

const fresh = <S extends Schema>(values: z.input<S>, followed?: string): FormState<S> => ({
  values,
  defaults: values,
  errors: {},
  submitted: false,
  followed,
});

const readChange = (change: Parameters<FieldRegistration['onChange']>[0]) =>
  typeof change === 'string'
    ? change
    : change.target instanceof HTMLInputElement && change.target.type === 'checkbox'
      ? change.target.checked
      : change.target.value;

/**
 * The schema, given as is or as a loader. Public pages pass a loader (docs/decisions/026): zod then loads at
 * the reader's first interaction rather than before the page renders, and a submit waits for it.
 */
function useSchema<S extends Schema>(source: S | (() => Promise<S>)) {
  const state = useRef<{ schema?: S; loading?: Promise<S> }>({
    schema: typeof source === 'function' ? undefined : source,
  });
  const load = () => {
    const current = state.current;
    if (current.schema) return Promise.resolve(current.schema);
    current.loading ??= (source as () => Promise<S>)().then(
      (schema) => (current.schema = schema),
      (error: unknown) => {
        current.loading = undefined;
        throw error;
      },
    );
    return current.loading;
  };
  useEffect(() => {
    if (state.current.schema) return;
    return onFirstInteraction(() => void load().catch(() => undefined));
    // The source is fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { loaded: () => state.current.schema, load };
}

/**
 * A form over a shared zod schema (docs/decisions/011): controlled fields, checked on submit and then on every
 * change; what the submit handler gets is the schema's output (trimmed, normalised). With `followDefaults`, the
 * form starts over whenever the default values change, such as a saved name read again from the server.
 */
export function useSchemaForm<S extends Schema>(
  source: S | (() => Promise<S>),
  defaultValues: z.input<S>,
  { followDefaults = false } = {},
) {
  const followed = followDefaults ? JSON.stringify(defaultValues) : undefined;
  const [form, setForm] = useState(() => fresh<S>(defaultValues, followed));
  const [isSubmitting, setSubmitting] = useState(false);
  // Set at once, not on the next render: a second Enter before then must not send the form again.
  const submitting = useRef(false);
  const schema = useSchema(source);
  const fields = useRef(new Map<string, HTMLElement>());
  if (followed !== form.followed) setForm(fresh<S>(defaultValues, followed));

  // Rendered first, so the field is announced with its message (aria-invalid, aria-describedby) as it gets focus.
  const showErrors = (update: (current: FormState<S>) => FormState<S>, name: string) => {
    flushSync(() => setForm(update));
    fields.current.get(name)?.focus();
  };

  const setValue = <K extends Field<S>>(name: K, value: z.input<S>[K]) =>
    setForm((current) => {
      const values = { ...current.values, [name]: value };
      const loaded = schema.loaded();
      if (!current.submitted || !loaded) return { ...current, values };
      const result = loaded.safeParse(values);
      const error = result.success ? undefined : errorsOf<S>(result.error.issues)[name];
      return { ...current, values, errors: { ...current.errors, [name]: error } };
    });

  const register = (name: Field<S>): FieldRegistration => {
    const value: unknown = form.values[name];
    return {
      name,
      ...(typeof value === 'boolean' ? { checked: value } : { value: String(value ?? '') }),
      onChange: (change) => setValue(name, readChange(change) as z.input<S>[typeof name]),
      ref: (element) => {
        if (element) fields.current.set(name, element);
        else fields.current.delete(name);
      },
    };
  };

  const handleSubmit =
    (onValid: (values: z.output<S>) => unknown, onInvalid?: (errors: FormErrors<S>) => void) =>
    async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      // While zod still loads (public pages), the button already says the form is on its way.
      if (!schema.loaded()) setSubmitting(true);
      try {
        let loaded: S;
        try {
          loaded = await schema.load();
        } catch {
          // Offline before the schema arrived: nothing typed is lost, and the next submit tries again.
          toast.error(commonMessages.errors.unexpected);
          return;
        }
        const result = loaded.safeParse(form.values);
        if (!result.success) {
          const errors = errorsOf<S>(result.error.issues);
          showErrors((current) => ({ ...current, errors, submitted: true }), Object.keys(errors)[0]!);
          onInvalid?.(errors);
          return;
        }
        setForm((current) => ({ ...current, errors: {}, submitted: true }));
        setSubmitting(true);
        await onValid(result.data);
      } finally {
        submitting.current = false;
        setSubmitting(false);
      }
    };

  /** A message beside a field (focusing it), or for the whole form with 'root'. */
  const setError = (name: Field<S> | 'root', message: string) =>
    showErrors((current) => ({ ...current, errors: { ...current.errors, [name]: message } }), name);

  /** Starts over from these values (they become the defaults), or from the defaults. */
  const reset = (values?: z.input<S>) =>
    setForm((current) => fresh<S>(values ?? current.defaults, current.followed));

  const isDirty = Object.keys(form.values).some(
    (name) => form.values[name as Field<S>] !== form.defaults[name as Field<S>],
  );

  return {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    values: form.values,
    errors: form.errors,
    isDirty,
    isSubmitting,
  };
}
