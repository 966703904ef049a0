import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

type Props = {
  /** The list's name, as the legend ("Features"). */
  label: string;
  /** The label of the text box for a new entry ("New feature"). */
  inputLabel: string;
  /** The add button's text ("Add Feature"). */
  addLabel: string;
  emptyText: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  error?: string | undefined;
  /** The language of the entries when it is not English (a translation's "fr"), for their pronunciation. */
  lang?: string;
};

/**
 * A list of short texts (service features, job requirements) built one entry at a time: the text
 * box is added only when its trimmed text is non-empty (docs/product.md#admin-screens), and each
 * entry can be removed.
 */
export function TextListEditor({
  label,
  inputLabel,
  addLabel,
  emptyText,
  items,
  onChange,
  error,
  lang,
}: Props) {
  const t = adminMessages.adminContent.lists;
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...items, text]);
    setDraft('');
  };

  // Enter adds the entry instead of submitting the whole form.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="flex items-start justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
            >
              <span lang={lang} className="min-w-0 break-words text-sm text-slate-800">
                {item}
              </span>
              <Button
                variant="ghost"
                className="shrink-0 px-2 py-1"
                aria-label={t.remove(item)}
                onClick={() => onChange(items.filter((_, position) => position !== index))}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-draft`} className="block text-sm font-medium text-slate-700">
            {inputLabel}
          </label>
          <input
            id={`${id}-draft`}
            lang={lang}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={addOnEnter}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <Button variant="secondary" onClick={add}>
          {addLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
