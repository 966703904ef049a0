/** A list of features (what a service offers, what a training teaches) with check marks. */
export function FeatureList({
  features,
  className = '',
  lang,
}: {
  features: readonly string[];
  className?: string;
  /** 'en' when the features show in English on a page in another language (fallbackLang). */
  lang?: string;
}) {
  return (
    <ul lang={lang} className={`space-y-1.5 text-sm text-slate-700 ${className}`}>
      {features.map((feature, index) => (
        <li key={`${index}-${feature}`} className="flex gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 h-4 w-4 flex-none text-teal-600"
            fill="currentColor"
          >
            <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2z" />
          </svg>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
