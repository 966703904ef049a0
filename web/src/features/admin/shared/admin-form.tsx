import { slugify } from '@kigali/domain';
import { useState, type ChangeEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { Button } from '@/ui/Button';
import type { SaveOutcome } from './useAdminCollection';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';
import { adminMessages } from '@/i18n/admin';

type Options<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** Saves and reports the outcome; after a failure the form keeps what was typed. */
  onSave: (values: Output) => Promise<SaveOutcome>;
  /** The message under a field whose value another document already holds ("This slug is already in use"). */
  takenMessages?: Partial<Record<Path<Input>, string>>;
  /** Changes kept outside the fields (a picked image file) that also count as unsaved. */
  hasOtherChanges?: boolean;
  /**
   * For a form with `name` and `slug` fields: whether the slug starts out following the name (a new
   * item's does; an edited one keeps its stored slug, so a rename does not silently move its page).
   */
  slugFollowsName?: boolean;
};

/**
 * An admin form: validated with its domain schema, with a warning before unsaved changes are left,
 * and a save refused for a taken value shown under that field (focused). `field(name)` gives what a
 * `TextField` needs: the registered input and its error message, bound by the field's name.
 */
export function useAdminForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  onSave,
  takenMessages = {},
  hasOtherChanges = false,
  slugFollowsName,
}: Options<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const {
    register,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useUnsavedChangesWarning((isDirty || hasOtherChanges) && !isSubmitting);

  // The slug is the name slugified until the admin types a slug; clearing the slug hands it back.
  const [slugFollowing, setSlugFollowing] = useState(slugFollowsName === true);
  const onChangeOf = (name: Path<Input>) => {
    if (slugFollowsName === undefined) return undefined;
    if (name === 'name') {
      return (event: ChangeEvent<HTMLInputElement>) => {
        if (!slugFollowing) return;
        const slug = slugify(event.target.value) as PathValue<Input, Path<Input>>;
        form.setValue('slug' as Path<Input>, slug, { shouldDirty: true });
      };
    }
    if (name === 'slug')
      return (event: ChangeEvent<HTMLInputElement>) => setSlugFollowing(event.target.value === '');
    return undefined;
  };

  const field = (name: Path<Input>) => ({
    ...register(name, { onChange: onChangeOf(name) }),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await onSave(values);
    if (outcome.saved || !outcome.taken) return;
    const name = outcome.taken as Path<Input>;
    setError(name, { message: takenMessages[name] }, { shouldFocus: true });
  });

  return { ...form, field, onSubmit, isSubmitting };
}

type ButtonsProps = {
  /** Edit mode shows "Update" and a Cancel button; create mode shows "Create" alone. */
  isEditing: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
  className?: string;
  /** The submit button's names when a screen says what it saves ("Create Product"); "Create"/"Update" otherwise. */
  labels?: { create: string; update: string };
};

/** The buttons under every admin form: submit (named for the mode, "Saving..." while busy) and Cancel. */
export function FormButtons({
  isEditing,
  isSubmitting,
  onCancel,
  className = 'md:col-span-2',
  labels,
}: ButtonsProps) {
  const t = adminMessages.admin.form;
  const submit = labels ?? { create: t.create, update: t.update };
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.submitting : isEditing ? submit.update : submit.create}
      </Button>
      {isEditing && (
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t.cancel}
        </Button>
      )}
    </div>
  );
}
