import { useEffect, useRef, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { loadContentWrites } from '@/data/collection';
import { openFirestoreCache } from '@/data/firestore-cache';
import { ConfirmProvider } from '@/features/admin/shared/confirm';
import { useAuth } from '@/features/auth';
import { AdminConnectionStatus } from '@/features/pwa';
import { MenuIcon } from '@/ui/icons';
import { AdminGuard } from './AdminGuard';
import { AdminSidebar } from './AdminSidebar';
import { NoAccess } from './NoAccess';
import { canOpenRoute } from '@/features/admin/screens';
import { adminMessages } from '@/i18n/admin';

// The admin area works with the full Firestore SDK from the start, public lists it shares with the
// site included: started here, as the module loads, before any screen below asks for data.
openFirestoreCache();
void loadContentWrites().catch((error: unknown) => console.error('Could not load the content writes', error));

/** The router loads the error screen together with the layout. */
export { AdminRouteError } from './AdminRouteError';

/**
 * The guarded admin area: a sidebar beside the screens on wide windows; on phones the sidebar is a
 * drawer opened from the top bar, closed by a link, the close button, the backdrop or Escape.
 */
export function AdminLayout() {
  return (
    <AdminGuard>
      <ConfirmProvider>
        <AdminShell />
      </ConfirmProvider>
    </AdminGuard>
  );
}

/**
 * The screen at this address, when the signed-in role may open it (the deepest route's `handle` names
 * the screen); else "You don't have access to this page", without loading the screen's data.
 */
function ScreenForRole() {
  const { role } = useAuth();
  const route = useMatches().at(-1);
  return canOpenRoute(role, route?.handle, route?.params ?? {}) ? <Outlet /> : <NoAccess />;
}

function AdminShell() {
  const t = adminMessages.admin.shell;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <meta name="robots" content="noindex" />
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skipToContent}
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between bg-brand-900 px-4 py-3 text-white lg:hidden">
        <span className="font-bold">{t.title}</span>
        <button
          ref={menuButton}
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          aria-controls="admin-sidebar"
          className="rounded-md p-2 hover:bg-white/10"
        >
          <span className="sr-only">{t.openMenu}</span>
          <MenuIcon className="h-6 w-6" />
        </button>
      </header>
      {drawerOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden"
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <AdminSidebar
        id="admin-sidebar"
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
          menuButton.current?.focus();
        }}
      />
      <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <AdminConnectionStatus />
        <ScreenForRole />
      </main>
    </div>
  );
}
