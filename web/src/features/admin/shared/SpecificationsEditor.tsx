import { MAX_LENGTH } from '@kigali/domain';
import { useFieldArray, type ArrayPath, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';
import type { TranslatableForm } from './TranslatedFields';

type Props<Input extends FieldValues, Output> = {
  form: TranslatableForm<Input, Output>;
  /** Where the rows are in the form: `specifications`, or a language's `translations.fr.specifications`. */
  name: ArrayPath<Input>;
  legend: string;
  /** The rows' labels as read in another language's tab ("Specification 1 name (French)"). */
  labelIn?: (label: string) => string;
  /** The language the rows are written in, where it is not the page's. */
  lang?: string;
  /** What the rows stand for, shown under the legend (a language's tab: they replace the English ones). */
  hint?: string;
  /** What shows while there are no rows. */
  emptyText?: string;
};

const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

/** Name/value rows of a product's specifications, in English or in a language's tab, added and removed one at a time. */
export function SpecificationsEditor<Input extends FieldValues, Output>({
  form,
  name,
  legend,
  labelIn = (label) => label,
  lang,
  hint,
  emptyText,
}: Props<Input, Output>) {
  const t = adminMessages.admin.products;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const input = (index: number, part: 'key' | 'value', label: string, placeholder: string) => {
    const { error, ...registered } = form.field(`${name}.${index}.${part}` as Path<Input>);
    const id = `${registered.name}-input`;
    return (
      <div>
        <label htmlFor={id} className="sr-only">
          {labelIn(label)}
        </label>
        <input
          id={id}
          lang={lang}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(Boolean(error))}
          {...registered}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {fields.length === 0 && <p className="text-sm text-slate-600">{emptyText ?? t.noSpecs}</p>}
      {fields.length > 0 && (
        <div
          aria-hidden="true"
          className="hidden grid-cols-[1fr_1fr_auto] gap-2 text-xs font-medium text-slate-600 sm:grid"
        >
          <span>{t.specKey}</span>
          <span>{t.specValue}</span>
          <span className="w-24" />
        </div>
      )}
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            {input(index, 'key', t.specKeyLabel(index + 1), t.specKey)}
            {input(index, 'value', t.specValueLabel(index + 1), t.specValue)}
            <Button
              variant="ghost"
              className="sm:w-24"
              onClick={() => remove(index)}
              aria-label={labelIn(t.removeSpec(index + 1))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => append({ key: '', value: '' } as never)}
        disabled={fields.length >= MAX_LENGTH.listItems}
      >
        {labelIn(t.addSpec)}
      </Button>
    </fieldset>
  );
}
