import {
  parseSubmissionFields,
  SUBMISSION_COLLECTIONS,
  SUBMISSION_ID_PATTERN,
  type SubmissionCollection,
} from '@kigali/domain';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminDb } from './admin';
import { SENDER_HASH_SALT } from './params';
import { checkAppCheck } from './submissions/app-check';
import { requestingAddress, senderKey } from './submissions/sender';
import { storeSubmission } from './submissions/store-submission';

const COLLECTION_IN_PATH = /\/api\/submissions\/([a-z_]+)$/;

const isSubmissionCollection = (name: string | undefined): name is SubmissionCollection =>
  (SUBMISSION_COLLECTIONS as readonly (string | undefined)[]).includes(name);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POST /api/submissions/{collection} (firebase.json rewrites it here): the one way a contact
 * message, job application or partnership request reaches the database; the rules refuse them to
 * every client. The body is `{ id, fields }`, the id chosen by the device so that sending again is
 * harmless. The fields are checked with the form's own schema (domain/src/schemas), the sender's
 * limits counted (submissions/limits.ts), and the document stored with the server's time; the mail
 * Functions then mail it from their Firestore triggers.
 *
 * 201 `{ id }` stored; 200 `{ id }` stored already (a retry); 400 `{ errors: { field: message } }`;
 * 401 `{ reason: 'app-check' }` without a valid App Check token; 404 no such form; 405 not a POST;
 * 409 `{ reason: 'posting-closed' }`; 429 `{ retryAfterSeconds }` past the sender's limit.
 */
export const submitPublicForm = onRequest(
  { region: 'us-central1', secrets: [SENDER_HASH_SALT], maxInstances: 10 },
  async (request, response) => {
    response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).json({});
      return;
    }
    const collection = COLLECTION_IN_PATH.exec(request.path)?.[1];
    if (!isSubmissionCollection(collection)) {
      response.status(404).json({});
      return;
    }
    const body: unknown = request.body;
    const id = isObject(body) ? body.id : undefined;
    if (typeof id !== 'string' || !SUBMISSION_ID_PATTERN.test(id)) {
      response.status(400).json({ errors: { id: 'Not a submission id' } });
      return;
    }
    const parsed = parseSubmissionFields(collection, (body as Record<string, unknown>).fields);
    if (!parsed.ok) {
      response.status(400).json({ errors: parsed.errors });
      return;
    }
    const appCheck = await checkAppCheck(request.header('X-Firebase-AppCheck'));
    if (appCheck.state !== 'valid') {
      response.status(401).json({ reason: 'app-check' });
      return;
    }
    const address = requestingAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress);
    const sender = senderKey(SENDER_HASH_SALT.value(), address, appCheck.appId);
    try {
      const outcome = await storeSubmission(adminDb(), collection, id, parsed.fields, sender);
      switch (outcome.status) {
        case 'stored':
          response.status(201).json({ id });
          return;
        case 'already-stored':
          response.status(200).json({ id });
          return;
        case 'posting-closed':
          response.status(409).json({ reason: 'posting-closed' });
          return;
        case 'limited':
          response
            .set('Retry-After', String(outcome.retryAfterSeconds))
            .status(429)
            .json({ retryAfterSeconds: outcome.retryAfterSeconds });
          return;
      }
    } catch (error) {
      logger.error(`Could not store a ${collection} submission`, error);
      response.status(500).json({});
    }
  },
);
