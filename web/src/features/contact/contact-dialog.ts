/** The contact dialog is in every public page (PublicLayout); buttons anywhere open it by its id. */
export const CONTACT_DIALOG_ID = 'contact-dialog';

/**
 * Spread on a button that opens the contact dialog. The browser answers the press itself (an
 * invoker command: app/invokers.ts), so it opens at once, whether or not the app has started.
 */
export const opensContactDialog = { commandfor: CONTACT_DIALOG_ID, command: 'show-modal' } as const;
