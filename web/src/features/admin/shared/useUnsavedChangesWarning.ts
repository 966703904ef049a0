import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { adminMessages } from '@/i18n/admin';

/**
 * Asks before a form with unsaved changes is left: the browser's own prompt on reload or tab
 * close, and a confirm on in-app navigation.
 */
export function useUnsavedChangesWarning(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(adminMessages.admin.unsavedChanges)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
