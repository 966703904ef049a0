import { Link } from '@/ui/Link';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
