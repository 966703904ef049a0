import type { ReactNode } from 'react';

/** The title band at the top of the static pages. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-200">{children}</div>}
      </div>
    </div>
  );
}
