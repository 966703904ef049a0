import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useLocale, useMessages } from '@/i18n';
import { translateValidation } from '@/i18n/validation';

/**
 * Labelled form controls with the validation message under the field, wired for screen readers
 * (aria-invalid, aria-describedby). Spread react-hook-form's `register(...)` into them.
 */
type Common = { label: string; error?: string | undefined; hint?: ReactNode; className?: string };

const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

function Wrapper({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Common & { id: string; children: ReactNode }) {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {translateValidation(error, messages, locale)}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The id (given, or generated) and the attributes that tie a control to its label, hint and error. */
function useControl(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, error, hint),
    className: controlClass(error),
  };
}

export function TextField({
  label,
  error,
  hint,
  className,
  id,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControl(id, error, hint);
  return (
    <Wrapper id={control.id} label={label} error={error} hint={hint} className={className}>
      <input {...control} {...input} />
    </Wrapper>
  );
}

/** An e-mail address: the e-mail keyboard, and the browser offers the visitor's saved address. */
export function EmailField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A phone number: the phone keypad, and the browser offers the visitor's saved number. */
export function PhoneField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControl(id, error, hint);
  return (
    <Wrapper id={control.id} label={label} error={error} hint={hint} className={className}>
      <textarea rows={4} {...control} {...textarea} />
    </Wrapper>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useControl(id, error, hint);
  return (
    <Wrapper id={control.id} label={label} error={error} hint={hint} className={className}>
      <select {...control} {...select}>
        {children}
      </select>
    </Wrapper>
  );
}

export function CheckboxField({
  label,
  className,
  id,
  ...input
}: Omit<Common, 'error' | 'hint'> & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <input
        id={fieldId}
        type="checkbox"
        className="h-4 w-4 rounded border-slate-400 text-brand-700"
        {...input}
      />
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
