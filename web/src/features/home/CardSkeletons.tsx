/** Placeholders of the cards' size while a list loads, so nothing jumps when it arrives. */
export function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <ul aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
