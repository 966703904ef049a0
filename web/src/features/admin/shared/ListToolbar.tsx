import { useId } from 'react';

export type FilterOption = { value: string; label: string };

type Filter = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** The label of the empty value that shows everything. */
  allLabel: string;
};

type Props = {
  searchLabel: string;
  search: string;
  onSearchChange: (value: string) => void;
  filters?: readonly Filter[];
  /** What the search matches, under the toolbar. */
  hint?: string;
};

/** A search box and optional filter selects above an admin list; filtering happens in the screen. */
export function ListToolbar({ searchLabel, search, onSearchChange, filters = [], hint }: Props) {
  const id = useId();
  const toolbar = (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-800">
          {searchLabel}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      {filters.map((filter, index) => (
        <div key={filter.label} className="sm:w-56">
          <label htmlFor={`${id}-filter-${index}`} className="block text-sm font-medium text-slate-800">
            {filter.label}
          </label>
          <select
            id={`${id}-filter-${index}`}
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
  if (!hint) return toolbar;
  return (
    <>
      {toolbar}
      <p className="mt-2 text-sm text-slate-600">{hint}</p>
    </>
  );
}

/** Case-insensitive match of a search term against some of a row's texts. */
export function matchesSearch(term: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || texts.some((text) => text?.toLowerCase().includes(needle));
}
