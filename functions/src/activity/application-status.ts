import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { recordActivity } from './record-activity';

/**
 * Logs each status change of a job application, by the recruiter or admin whose uid the change
 * carries in `status_changed_by` (the rules require it on that update).
 */
export const logApplicationStatus = onDocumentUpdated(
  { document: 'job_applications/{id}', retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after || before.status === after.status) return;
    await recordActivity(event.id, {
      actor_uid: typeof after.status_changed_by === 'string' ? after.status_changed_by : null,
      collection: 'job_applications',
      doc_id: event.params.id,
      doc_label: typeof after.full_name === 'string' ? after.full_name : '',
      action: 'status',
      fields: ['status'],
    });
  },
);
