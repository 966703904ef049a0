import {
  TRANSLATABLE_FIELDS,
  translatableFields,
  type TranslatableCollection,
  type TranslatableField,
  type TranslatedLocale,
} from '@kigali/domain';
import { Controller, type ArrayPath, type FieldValues, type Path } from 'react-hook-form';
import { TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';
import type { useAdminForm } from './admin-form';
import { SpecificationsEditor } from './SpecificationsEditor';
import { TextListEditor } from './TextListEditor';

/** The English labels of a one-line or longer text field; a longer text may ask for more rows. */
type TextLabels = { label: string; rows?: number };
/** The English labels of a list of short texts, as its TextListEditor shows them. */
type ListLabels = { label: string; inputLabel: string; addLabel: string; emptyText: string };

/** The labels of each translatable field of a collection, the same the form's English fields use. */
export type TranslatedFieldLabels<C extends TranslatableCollection> = {
  [F in TranslatableField<C>]: (typeof TRANSLATABLE_FIELDS)[C][F] extends { kind: 'list' }
    ? ListLabels
    : { label: string } & ((typeof TRANSLATABLE_FIELDS)[C][F] extends { kind: 'text' } ? TextLabels : object);
};

export type TranslatableForm<Input extends FieldValues, Output> = Pick<
  ReturnType<typeof useAdminForm<Input, Output>>,
  'control' | 'field'
>;

type Props<Input extends FieldValues, Output, C extends TranslatableCollection> = {
  form: TranslatableForm<Input, Output>;
  collection: C;
  locale: TranslatedLocale;
  labels: TranslatedFieldLabels<C>;
};

/**
 * One language's versions of a collection's translatable fields, bound to
 * `translations.<locale>.<field>`: the same kind of control as the English field (one line, a longer
 * text, a list, specifications), labelled in English ("Name (French)") and marked with the language it is written in.
 */
export function TranslatedFields<Input extends FieldValues, Output, C extends TranslatableCollection>({
  form,
  collection,
  locale,
  labels,
}: Props<Input, Output, C>) {
  const t = adminMessages.languages;
  const language = t.inEnglish[locale];
  const spec = TRANSLATABLE_FIELDS[collection] as Record<string, { kind: string }>;

  return (
    <>
      <p className="text-sm text-slate-600">{t.emptyShowsEnglish(language)}</p>
      {translatableFields(collection).map((name) => {
        const path = `translations.${locale}.${name}` as Path<Input>;
        const label = t.translated(labels[name].label, language);
        const kind = spec[name]?.kind;
        if (kind === 'list') {
          const list = labels[name] as ListLabels;
          return (
            <Controller
              key={name}
              control={form.control}
              name={path}
              render={({ field, fieldState }) => (
                <TextListEditor
                  label={label}
                  inputLabel={t.translated(list.inputLabel, language)}
                  addLabel={list.addLabel}
                  emptyText={list.emptyText}
                  items={(field.value as string[] | undefined) ?? []}
                  onChange={field.onChange}
                  error={listError(fieldState.error)}
                  lang={locale}
                />
              )}
            />
          );
        }
        if (kind === 'specifications') {
          return (
            <SpecificationsEditor
              key={name}
              form={form}
              name={path as ArrayPath<Input>}
              legend={label}
              labelIn={(text) => t.translated(text, language)}
              lang={locale}
              hint={t.specificationsReplaceEnglish(language)}
              emptyText={t.noTranslatedSpecifications(language)}
            />
          );
        }
        if (kind === 'text') {
          const { rows } = labels[name] as TextLabels;
          return <TextAreaField key={name} label={label} rows={rows} lang={locale} {...form.field(path)} />;
        }
        return <TextField key={name} label={label} lang={locale} autoComplete="off" {...form.field(path)} />;
      })}
    </>
  );
}

/**
 * A list's message: about the whole list ("at most 50 entries") or, as the schema reports an entry's
 * error under its position, the first wrong entry's ("too long").
 */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (!Array.isArray(error)) return undefined;
  const entries = error as ({ message?: string } | undefined)[];
  return entries.find((entry) => entry?.message)?.message;
}
