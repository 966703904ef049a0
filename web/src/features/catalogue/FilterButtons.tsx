import { useState } from 'react';

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

/**
 * The category filter row of the catalogue lists: "All" plus one toggle button per category. The
 * pressed button shows as selected at once; the list follows as the address changes, which the
 * router renders as a transition, after it.
 */
export function FilterButtons({ label, allLabel, options, selected, onSelect }: Props) {
  // A press is shown until the selection it asked for arrives (or any other does).
  const [pressed, setPressed] = useState<{ value: string | null } | null>(null);
  const [selectedBefore, setSelectedBefore] = useState(selected);
  if (selected !== selectedBefore) {
    setSelectedBefore(selected);
    setPressed(null);
  }
  const shown = pressed ? pressed.value : selected;
  const buttons: { value: string | null; label: string }[] = [{ value: null, label: allLabel }, ...options];
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {buttons.map((button) => {
        const active = button.value === shown;
        return (
          <button
            key={button.value ?? ''}
            type="button"
            aria-pressed={active}
            onClick={() => {
              setPressed({ value: button.value });
              onSelect(button.value);
            }}
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
