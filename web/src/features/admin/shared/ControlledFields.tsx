import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, TextField } from '@/ui/Field';
import type { useAdminForm } from './admin-form';
import { TextListEditor } from './TextListEditor';
import { adminMessages } from '@/i18n/admin';

/** The labels of a list of short texts, as its TextListEditor shows them. */
export type TextListLabels = { label: string; inputLabel: string; addLabel: string; emptyText: string };

type Bound<Input extends FieldValues, Output> = {
  control: Control<Input, unknown, Output>;
  name: Path<Input>;
};

/**
 * A select of an admin form, bound to its field: the prompt first (an empty value, which the
 * schema refuses with its message), then the choices.
 */
export function ChoiceField<Input extends FieldValues, Output>({
  control,
  name,
  label,
  prompt,
  choices,
}: Bound<Input, Output> & {
  label: string;
  prompt: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField label={label} error={fieldState.error?.message} {...field} value={field.value ?? ''}>
          <option value="">{prompt}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

/** A list of short texts of an admin form (service features, job requirements), bound to its field. */
export function TextListField<Input extends FieldValues, Output>({
  control,
  name,
  labels,
}: Bound<Input, Output> & { labels: TextListLabels }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextListEditor
          {...labels}
          items={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * An image given by its address (a hero slide's picture, a partner's logo), previewed under the
 * field once there is one.
 */
export function ImageUrlField<Input extends FieldValues, Output>({
  form,
  name,
  label,
  className,
  previewClassName,
}: {
  form: Pick<ReturnType<typeof useAdminForm<Input, Output>>, 'control' | 'field'>;
  name: Path<Input>;
  label: string;
  className?: string;
  previewClassName: string;
}) {
  const kit = adminMessages.admin;
  const url = (useWatch({ control: form.control, name }) as string | undefined)?.trim();
  return (
    <div className={className}>
      <TextField label={label} type="text" inputMode="url" hint={kit.image.urlHint} {...form.field(name)} />
      {url && <img src={url} alt={kit.image.preview} className={previewClassName} />}
    </div>
  );
}
