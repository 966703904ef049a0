import type { ReactNode } from 'react';

/** The title band at the top of a public page. */
export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-lg text-slate-200">{intro}</p>}
      </div>
    </div>
  );
}
