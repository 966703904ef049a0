import type { Toast } from 'react-hot-toast';
import { loadToasts } from '@/ui/toasts';
import { currentMessages } from '@/i18n';

const UPDATE_TOAST_ID = 'new-version';

/** "New version available" with Reload (activates the new version) and Later; it stays until answered. */
export async function showUpdateToast(activate: () => Promise<void>) {
  const t = currentMessages().pwa;
  const { default: toast } = await loadToasts();
  toast(
    (shown: Toast) => (
      <span className="flex flex-wrap items-center gap-3">
        <span>{t.updateAvailable}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(shown.id);
            void activate();
          }}
          className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.reload}
        </button>
        <button
          type="button"
          onClick={() => toast.dismiss(shown.id)}
          className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t.later}
        </button>
      </span>
    ),
    { id: UPDATE_TOAST_ID, duration: Infinity },
  );
}
