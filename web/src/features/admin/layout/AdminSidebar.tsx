import toast from 'react-hot-toast';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { pendingWrites } from '@/data/pending-writes';
import { useConfirm } from '@/features/admin/shared/confirm';
import { useAuth } from '@/features/auth';
import { CloseIcon } from '@/ui/icons';
import { sidebarLinks } from '@/features/admin/screens';
import { adminMessages } from '@/i18n/admin';

type Props = { id: string; open: boolean; onClose: () => void };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'
  }`;

export function AdminSidebar({ id, open, onClose }: Props) {
  const { shell: t, auth: authTexts } = adminMessages.admin;
  const auth = useAuth();
  const confirm = useConfirm();

  const signOut = async () => {
    try {
      // Sign-out deletes Firestore's cache, and with it the saves still queued there.
      const { pending } = await pendingWrites();
      if (pending) {
        const { title, text, confirm: confirmLabel } = authTexts.unsentSaves;
        if (!(await confirm({ title, text, confirmLabel }))) return;
      }
      await auth.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(authTexts.signOutFailed);
    }
  };

  return (
    <aside
      id={id}
      className={`fixed inset-y-0 left-0 z-50 flex w-64 flex-col overflow-y-auto bg-brand-900 text-white transition-transform lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 ${
        open ? 'translate-x-0' : '-translate-x-full'
      }`}
    >
      <div className="flex items-center justify-between px-4 py-5">
        <Link to={paths.admin} className="text-lg font-bold">
          {t.title}
        </Link>
        <button type="button" onClick={onClose} className="rounded-md p-1 hover:bg-white/10 lg:hidden">
          <span className="sr-only">{t.closeMenu}</span>
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label={t.navLabel} className="flex-1 px-2">
        <ul className="space-y-1">
          {sidebarLinks(auth.role).map((link) => (
            <li key={link.to}>
              {/* A link stays current on the screens below it, but /admin's is not current everywhere. */}
              <NavLink to={link.to} end={link.to === paths.admin} className={linkClass} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-2 border-t border-white/15 px-4 py-4 text-sm">
        {auth.user?.email && (
          <p className="truncate text-slate-300">
            {t.signedInAs} <span className="text-white">{auth.user.email}</span>
          </p>
        )}
        <Link to={paths.home} className="block text-slate-200 underline hover:text-white">
          {t.viewSite}
        </Link>
        <button
          type="button"
          onClick={signOut}
          className="w-full rounded-md bg-white/10 px-3 py-2 text-left font-semibold hover:bg-white/20"
        >
          {t.signOut}
        </button>
      </div>
    </aside>
  );
}
