import { emulatorAdmin } from '../../../scripts/lib/admin-sdk';

/** Read back what the app wrote, as the server sees it. */
export const adminDb = () => emulatorAdmin().db;
