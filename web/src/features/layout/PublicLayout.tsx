import { Link, Outlet } from 'react-router';
import { ScrollToTop } from '@/app/ScrollToTop';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';

export function PublicLayout() {
  const t = useMessages();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4">
          <Link to={paths.home} className="text-lg font-bold">
            {t.common.companyName}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-brand-950 py-6 text-center text-sm text-slate-300">
        © {new Date().getFullYear()} {t.common.companyName}
      </footer>
    </div>
  );
}
