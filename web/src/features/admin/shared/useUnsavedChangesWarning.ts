import { createContext, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { adminMessages } from '@/i18n/admin';

/**
 * Where a screen learns whether the form it shows holds unsaved changes (AdminCollectionScreen
 * provides it), so that opening another item in the form can ask first.
 */
export const FormChangesContext = createContext<RefObject<boolean> | null>(null);

const mayLose = (changed: boolean) => !changed || window.confirm(adminMessages.admin.unsavedChanges);

/**
 * Asks before a form with unsaved changes is left: the browser's own prompt on reload or tab
 * close, a confirm on in-app navigation, and (through FormChangesContext) on the screen's Add and
 * another row's Edit.
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

  const formChangesRef = useContext(FormChangesContext);
  useEffect(() => {
    if (!formChangesRef) return;
    formChangesRef.current = isDirty;
    return () => {
      formChangesRef.current = false;
    };
  }, [formChangesRef, isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (mayLose(true)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

/**
 * For the screen that holds a form: `formChangesRef` goes to FormChangesContext, and `mayLeaveForm()`
 * asks before what was typed there is replaced, true when nothing would be lost or the user agrees.
 */
export function useFormChanges() {
  const formChangesRef = useRef(false);
  const mayLeaveForm = useCallback(() => mayLose(formChangesRef.current), []);
  return { formChangesRef, mayLeaveForm };
}
