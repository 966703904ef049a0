import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { changedFields, documentLabel, RESTORED_FROM_TRASH, type ContentCollection } from '@kigali/domain';
import { keepReplacedVersion } from '../history/keep-version';
import { recordActivity } from './record-activity';

const actorOf = (data: Record<string, unknown>) =>
  typeof data.updated_by === 'string' ? data.updated_by : null;

/**
 * One trigger per content collection: logs each create and update (who, per the document's
 * `updated_by` stamp, since a trigger is not told who wrote) and keeps the version an update
 * replaced. A delete is not logged here: it went to the trash, whose own trigger logs it. The
 * trigger's event id names the entry and the version, so a retry rewrites them, never doubles them.
 */
export const logChangesOf = (collection: ContentCollection) =>
  onDocumentWritten({ document: `${collection}/{id}`, retry: true }, async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after) return;
    const docId = event.params.id;
    const entry = {
      collection,
      doc_id: docId,
      doc_label: documentLabel(collection, after),
      actor_uid: actorOf(after),
    };
    if (!before) {
      const action = after.restored_from === RESTORED_FROM_TRASH ? 'restore' : 'create';
      await recordActivity(event.id, { ...entry, action, fields: changedFields(null, after) });
      return;
    }
    const fields = changedFields(before, after);
    // A write of stamps alone (a reorder that moved nothing, say) changed nothing worth a version.
    if (fields.length === 0) return;
    await keepReplacedVersion(event.id, event.time, collection, docId, before, after);
    const action = typeof after.restored_from === 'string' ? 'restore' : 'update';
    await recordActivity(event.id, { ...entry, action, fields });
  });

export const logProductChanges = logChangesOf('products');
export const logProductCategoryChanges = logChangesOf('product_categories');
export const logServiceChanges = logChangesOf('services');
export const logPublicationChanges = logChangesOf('publications');
export const logHeroSlideChanges = logChangesOf('hero_slides');
export const logPartnerChanges = logChangesOf('partners');
export const logNavigationItemChanges = logChangesOf('navigation_items');
export const logJobPostingChanges = logChangesOf('job_postings');
