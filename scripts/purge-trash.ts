/**
 * `npm run trash:purge [-- --all]`: on the emulators, whose Functions emulator does not fire
 * scheduled Functions, runs the daily purge of the trash by hand: the entries whose 30 days are
 * over, or with --all every entry at once. It only deletes trash entries, as the scheduled
 * Function does; the trash's delete trigger, running in the Functions emulator, then deletes
 * each document's versions and the images nothing else shows, and logs the purge.
 */
import { emulatorAdmin } from './lib/admin-sdk';
import { emptyTrash, purgeExpiredTrash, type PurgedEntry } from '../functions/src/trash/purge-expired';

const USAGE = 'usage: npm run trash:purge [-- --all]';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--all')) {
  console.error(USAGE);
  process.exit(2);
}
const all = args.includes('--all');

const printPurged = (entry: PurgedEntry) =>
  console.log(`  ${entry.collection}/${entry.doc_id}${entry.label ? `  ${entry.label}` : ''}`);

try {
  const { db } = emulatorAdmin();
  const purged = all
    ? await emptyTrash(db, { onPurged: printPurged })
    : await purgeExpiredTrash(db, new Date(), { onPurged: printPurged });
  console.log(
    purged === 0
      ? `✔ Nothing to purge: ${all ? 'the trash is empty' : 'nothing in the trash has expired'}.`
      : `✔ Purged ${purged} trash entr${purged === 1 ? 'y' : 'ies'}${all ? ' (the whole trash)' : ' whose 30 days were over'}. The Functions emulator now deletes their versions and the images nothing else shows.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `✖ Could not purge the trash: ${error instanceof Error ? error.message : error} (are the emulators running? Start them with \`npm start\`.)`,
  );
  process.exit(1);
}
