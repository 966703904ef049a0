import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

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
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField({
  label,
  error,
  hint,
  className,
  id,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Wrapper id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={controlClass(error)}
        {...input}
      />
    </Wrapper>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Wrapper id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={controlClass(error)}
        {...textarea}
      />
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
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Wrapper id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={controlClass(error)}
        {...select}
      >
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
