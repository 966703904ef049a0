import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type * as z from 'zod';
import { toasts } from './toasts';

/** A message under each field that did not pass, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form's fields hold, as typed: each named field's text. */
export const typedValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(
    [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

const errorsOf = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
};

/** Moves keyboard and screen-reader users to the first field to correct, as the browser would. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}

/**
 * A public form (contact, application, partnership) in uncontrolled fields: what is typed stays in
 * the page, whatever happens to the script. It is checked on submit with the form's schema
 * (docs/product.md#validation), then again as the visitor corrects it. The schema's module loads
 * when the form is first used, not with the page; where it cannot (offline, on a first visit) the
 * form is sent as typed and the server checks it. `send` answers the server's own messages, by
 * field, when it refused what was typed. `field(name)` gives what a field of `ui/Field.tsx` needs:
 * its name, what the visitor typed before (`initialValues`) and its message.
 */
export function usePublicForm<
  T,
  Typed extends Partial<Record<string, string>> = Partial<Record<string, string>>,
>({
  schema,
  send,
  initialValues,
}: {
  schema: () => Promise<z.ZodType<T>>;
  send: (values: T, form: HTMLFormElement) => Promise<FieldErrors | void>;
  /** What each field holds when the form is shown: what a visitor typed before, or empty. */
  initialValues?: Typed;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const checked = useRef(false);

  const check = async (form: HTMLFormElement): Promise<{ values: T | null; errors: FieldErrors }> => {
    const typed = typedValues(form);
    const checks = await schema().catch(() => null);
    if (!checks) return { values: typed as T, errors: {} };
    const result = checks.safeParse(typed);
    return result.success
      ? { values: result.data, errors: {} }
      : { values: null, errors: errorsOf(result.error) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    setSubmitting(true);
    try {
      const { values, errors: found } = await check(form);
      checked.current = true;
      setErrors(found);
      if (!values) return focusFirstInvalid(form, found);
      const refused = await send(values, form);
      if (refused) {
        setErrors(refused);
        focusFirstInvalid(form, refused);
      }
    } finally {
      setSubmitting(false);
    }
  };

  // Once a submit has shown what to correct, the messages follow what the visitor types.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!checked.current) return;
    void check(event.currentTarget).then((found) => setErrors(found.errors));
  };

  // Fetches the checks as the visitor starts, so the submit does not wait for them.
  const onFocus = (_event: FocusEvent<HTMLFormElement>) => void schema().catch(() => undefined);

  const clear = () => {
    checked.current = false;
    setErrors({});
  };

  const field = (name: keyof Typed & string) => ({
    name,
    defaultValue: initialValues?.[name],
    error: errors[name],
  });

  return { formProps: { noValidate: true, onSubmit, onInput, onFocus }, field, errors, submitting, clear };
}

/**
 * Sends a public form's submission and says how it went (docs/product.md#messages): sent, or kept
 * on the device to be sent once online, then `sent`; or what `failure` makes of the error, logged as
 * `logAs`, and the server's messages by field, returned for usePublicForm's `send` to show.
 */
export async function sendPublicSubmission({
  submit,
  messages,
  failure,
  logAs,
  sent,
}: {
  submit: () => Promise<{ queued: boolean }>;
  messages: { success: string; queued: string; failure: string };
  /** The pwa feature's useSubmissionFailure(). */
  failure: (error: unknown, message: string) => { toast: string; fields?: FieldErrors };
  logAs: string;
  sent: () => void;
}): Promise<FieldErrors | undefined> {
  try {
    const { queued } = await submit();
    toasts.success(queued ? messages.queued : messages.success);
    sent();
  } catch (error) {
    console.error(logAs, error);
    const told = failure(error, messages.failure);
    toasts.error(told.toast);
    return told.fields;
  }
}
