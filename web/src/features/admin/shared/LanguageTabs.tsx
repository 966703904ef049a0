import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatableCollection,
} from '@kigali/domain';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { adminMessages } from '@/i18n/admin';
import { TranslatedFields, type TranslatableForm, type TranslatedFieldLabels } from './TranslatedFields';
import { invalidLanguages, useLanguageTab } from './useLanguageTab';

type Props<Input extends FieldValues, Output, C extends TranslatableCollection> = {
  form: TranslatableForm<Input, Output>;
  /** The collection whose translatable fields (domain TRANSLATABLE_FIELDS) the other tabs hold. */
  collection: C;
  /** The English labels of those fields; each tab adds its language to them. */
  labels: TranslatedFieldLabels<C>;
  /** The English panel's layout (the form's grid), kept as the form had it. */
  className?: string;
  /** The English tab: the form's fields as they are. */
  children: ReactNode;
};

/**
 * The language tabs of an admin form (WAI-ARIA tabs: arrow keys, Home and End move between them): English
 * holds the form's own fields; French and Kinyarwanda hold the collection's translatable fields, bound to
 * `translations.<locale>.<field>`. A tab with a field in error shows a marker (and says so to screen
 * readers). A language's panel is put on the page when its tab is first opened, so a form nobody
 * translates has one field per label ("Name", not also "Name (French)").
 */
export function LanguageTabs<Input extends FieldValues, Output, C extends TranslatableCollection>({
  form,
  collection,
  labels,
  className,
  children,
}: Props<Input, Output, C>) {
  const t = adminMessages.languages;
  const id = useId();
  const tabId = (locale: Locale) => `${id}-tab-${locale}`;
  const panelId = (locale: Locale) => `${id}-panel-${locale}`;
  const errorNoteId = `${id}-has-errors`;
  const { errors, submitCount } = useFormState({ control: form.control });
  const invalid = invalidLanguages(errors);
  const { selected, opened, select, panelsRef } = useLanguageTab(invalid, submitCount);
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  const panel = (locale: Locale) => ({
    role: 'tabpanel',
    id: panelId(locale),
    'aria-labelledby': tabId(locale),
    hidden: locale !== selected,
  });

  const moveWithKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LOCALES.indexOf(selected);
    const last = LOCALES.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const locale = LOCALES[next]!;
    select(locale);
    tabs.current[locale]?.focus();
  };

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={t.tabsLabel} className="flex flex-wrap gap-1 border-b border-slate-200">
        {LOCALES.map((locale) => {
          const isSelected = locale === selected;
          return (
            <button
              key={locale}
              ref={(tab) => {
                tabs.current[locale] = tab;
              }}
              type="button"
              role="tab"
              id={tabId(locale)}
              aria-selected={isSelected}
              aria-controls={opened.has(locale) ? panelId(locale) : undefined}
              aria-describedby={invalid[locale] ? errorNoteId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(locale)}
              onKeyDown={moveWithKeys}
              className={`-mb-px inline-flex items-center gap-2 rounded-t-md border px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 ${
                isSelected
                  ? 'border-slate-200 border-b-white bg-white text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              <span lang={locale === DEFAULT_LOCALE ? undefined : locale}>{LOCALE_NAMES[locale]}</span>
              {invalid[locale] && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />}
            </button>
          );
        })}
      </div>
      <span id={errorNoteId} hidden>
        {t.hasErrors}
      </span>
      <div ref={panelsRef}>
        <div {...panel(DEFAULT_LOCALE)} className={className}>
          {children}
        </div>
        {TRANSLATED_LOCALES.filter((locale) => opened.has(locale)).map((locale) => (
          <div key={locale} {...panel(locale)} className="grid gap-4">
            <TranslatedFields form={form} collection={collection} locale={locale} labels={labels} />
          </div>
        ))}
      </div>
    </div>
  );
}
