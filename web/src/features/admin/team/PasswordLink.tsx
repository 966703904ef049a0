import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

/**
 * The link that lets a member whose account the Function just created set a password. Only the
 * admin gets it, to pass on; it is shown until the next grant.
 */
export function PasswordLink({ link }: { link: string }) {
  const t = adminMessages.team;
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.linkCopied);
    } catch (error) {
      console.error('Copying the password link failed', error);
      toast.error(t.copyFailed);
    }
  };
  return (
    <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm">
      <p className="font-medium text-green-900">{t.accountCreated}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={id} className="sr-only">
          {t.passwordLinkLabel}
        </label>
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t.copyLink}
        </Button>
      </div>
    </div>
  );
}
