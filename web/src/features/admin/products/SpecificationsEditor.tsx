import { MAX_LENGTH, type ProductForm, type ProductFormRowsInput } from '@kigali/domain';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

type Props = {
  control: Control<ProductFormRowsInput, unknown, ProductForm>;
  register: UseFormRegister<ProductFormRowsInput>;
  errors: FieldErrors<ProductFormRowsInput>['specifications'];
};

const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

/** Key/value rows for a product's specifications, added and removed one at a time. */
export function SpecificationsEditor({ control, register, errors }: Props) {
  const t = adminMessages.admin.products;
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' });
  const rowErrors = Array.isArray(errors) ? errors : [];

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t.specifications}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600">{t.noSpecs}</p>}
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
        {fields.map((field, index) => {
          const row = index + 1;
          const keyError = rowErrors[index]?.key?.message;
          const valueError = rowErrors[index]?.value?.message;
          const keyId = `spec-${field.id}-key`;
          const valueId = `spec-${field.id}-value`;
          return (
            <li key={field.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <div>
                <label htmlFor={keyId} className="sr-only">
                  {t.specKeyLabel(row)}
                </label>
                <input
                  id={keyId}
                  placeholder={t.specKey}
                  aria-invalid={keyError ? true : undefined}
                  aria-describedby={keyError ? `${keyId}-error` : undefined}
                  className={inputClass(Boolean(keyError))}
                  {...register(`specifications.${index}.key`)}
                />
                {keyError && (
                  <p id={`${keyId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                    {keyError}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={valueId} className="sr-only">
                  {t.specValueLabel(row)}
                </label>
                <input
                  id={valueId}
                  placeholder={t.specValue}
                  aria-invalid={valueError ? true : undefined}
                  aria-describedby={valueError ? `${valueId}-error` : undefined}
                  className={inputClass(Boolean(valueError))}
                  {...register(`specifications.${index}.value`)}
                />
                {valueError && (
                  <p id={`${valueId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                    {valueError}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                className="sm:w-24"
                onClick={() => remove(index)}
                aria-label={t.removeSpec(row)}
              >
                ✕
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        onClick={() => append({ key: '', value: '' })}
        disabled={fields.length >= MAX_LENGTH.listItems}
      >
        {t.addSpec}
      </Button>
    </fieldset>
  );
}
