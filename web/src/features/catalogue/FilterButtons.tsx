type Option = { value: string; label: string };

type Props = {
  /** Accessible name of the group. */
  label: string;
  allLabel: string;
  options: readonly Option[];
  /** The selected option's value, or null for "all". */
  selected: string | null;
  onSelect: (value: string | null) => void;
};

/** The category filter row of the catalogue lists: "All" plus one toggle button per category. */
export function FilterButtons({ label, allLabel, options, selected, onSelect }: Props) {
  const buttons: { value: string | null; label: string }[] = [{ value: null, label: allLabel }, ...options];
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {buttons.map((button) => {
        const active = button.value === selected;
        return (
          <button
            key={button.value ?? ''}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(button.value)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700'
            }`}
          >
            {button.label}
          </button>
        );
      })}
    </div>
  );
}
