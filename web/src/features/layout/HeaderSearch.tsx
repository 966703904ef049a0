import { localizedPath } from '@kigali/domain/locales';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { SearchIcon } from '@/ui/icons';
import { useLocalizedNavigate } from '@/ui/Link';

/**
 * Sends the typed term to the search page (/search?q=term). A plain GET form, which the browser
 * sends itself and the server answers with the results, before the page is hydrated and until the
 * search can run here: focusing the field fetches the catalogue index and the search page's code,
 * and once they have come the app opens the search page without reloading. The field is
 * uncontrolled: what a visitor types into the server-rendered page before it is hydrated stays in it.
 */
export function HeaderSearch({ onSearch, className = '' }: { onSearch?: () => void; className?: string }) {
  const t = useMessages();
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const inputId = useId();
  const [preparing, setPreparing] = useState(false);
  const searchHere = useRef(false);
  const prepare = () => {
    setPreparing(true);
    void import('@/features/search')
      .then(({ preloadSearch }) => preloadSearch(locale))
      .then(
        (ready) => (searchHere.current = ready),
        () => undefined,
      );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Not ready here yet: the browser's own submission is the quickest answer.
    if (!searchHere.current) return;
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('q');
    navigate(paths.search(typeof term === 'string' ? term.trim() : ''));
    onSearch?.();
  };
  return (
    <form
      role="search"
      action={localizedPath(locale, paths.search())}
      method="get"
      onSubmit={submit}
      className={`flex ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t.layout.search.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        onFocus={prepare}
        placeholder={t.layout.search.placeholder}
        className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t.layout.search.submit}
        className="rounded-r-md bg-accent-500 px-3 text-brand-950 hover:bg-accent-600"
      >
        <SearchIcon className="h-5 w-5" />
      </button>
      {preparing && <PrefetchPageLinks page={localizedPath(locale, paths.search())} />}
    </form>
  );
}
