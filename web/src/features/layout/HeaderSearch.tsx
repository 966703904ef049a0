import { localizedPath } from '@kigali/domain/locales';
import { useId, type FormEvent } from 'react';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { SearchIcon } from '@/ui/icons';
import { useLocalizedNavigate } from '@/ui/Link';

/**
 * Sends the typed term to the search page (/search?q=term). A plain GET form: before the page is
 * hydrated the browser sends it itself, and the server answers with the results; once hydrated the
 * app opens the search page without reloading. The field is uncontrolled: what a visitor types
 * into the server-rendered page before it is hydrated stays in it.
 */
export function HeaderSearch({ onSearch, className = '' }: { onSearch?: () => void; className?: string }) {
  const t = useMessages();
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
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
        // The catalogue the search page searches is fetched as the visitor starts typing,
        // so that Enter shows the results at once instead of waiting for the network.
        onFocus={() => void import('@/features/search').then(({ preloadSearch }) => preloadSearch(locale))}
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
    </form>
  );
}
