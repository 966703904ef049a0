import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../admin';
import { purgeExpiredTrash } from './purge-expired';

/**
 * Once a day, at night in Kigali, the trash entries whose 30 days are over leave the trash for
 * good. The Functions emulator does not fire schedules: there `npm run trash:purge` runs the
 * same code.
 */
export const purgeTrash = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Africa/Kigali', retryCount: 3 },
  async () => {
    const purged = await purgeExpiredTrash(adminDb(), new Date());
    logger.info(`Purged ${purged} expired trash entr${purged === 1 ? 'y' : 'ies'}`);
  },
);
