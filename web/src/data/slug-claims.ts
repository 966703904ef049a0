import type { DocumentData, DocumentReference, Transaction } from 'firebase/firestore';
import { isSiteReachable } from '@/lib/connectivity';
import { loadFirestore, type LoadedFirestore } from '@/lib/firestore';
import { FieldTakenError } from './write-errors';

/**
 * Slugs are unique per collection (docs/security-cases.md#slug-claims). Firestore transactions in the
 * browser cannot run queries, so each slug in use has a claim: `slugs/{collection}:{slug}` naming the
 * document that holds it. A save reads the claim and writes it with the document in one transaction;
 * the rules refuse a document whose new slug comes without its claim, and a claim taken from a
 * document that still has the slug.
 */
const CLAIMS = 'slugs';

type Claim = { collection: string; doc_id: string };
type Slugged = DocumentData & { slug: string };

/** The author stamps (editor-stamps.ts), loaded with Auth only when an admin writes. */
const stamps = () => import('./editor-stamps');

/**
 * What a restore (from the trash or of a former version) writes, read inside its transaction: the
 * document whole, the slug the document has now (null when it is in the trash), and the restore's
 * other writes (deleting the trash entry).
 */
export type SluggedRestore = {
  data: Slugged;
  currentSlug: string | null;
  alongside?: (transaction: Transaction) => void;
};

/** A new slug is claimed on the server, so creating an item or changing its slug waits for a connection. */
export class SlugNeedsConnectionError extends Error {
  constructor() {
    super('A new slug is claimed on the server: connect to the internet to save it');
    this.name = 'SlugNeedsConnectionError';
  }
}

export const slugClaimId = (collection: string, slug: string) => `${collection}:${slug}`;

/**
 * The writes of a collection whose documents have unique slugs (products, services), each with its
 * claim. Such collections keep `created_at` and `updated_at`, set by the server.
 */
export function sluggedWrites(collection: 'products' | 'services') {
  const claimRef = ({ db, sdk }: LoadedFirestore, slug: string) =>
    sdk.doc(db, CLAIMS, slugClaimId(collection, slug));

  /**
   * Claims `slug` for document `id` inside the transaction; FieldTakenError when another document
   * still has it. A claim whose document is gone or has another slug now (written around the app)
   * is taken over.
   */
  async function claim(firestore: LoadedFirestore, transaction: Transaction, slug: string, id: string) {
    const ref = claimRef(firestore, slug);
    const held = await transaction.get(ref);
    const holder = held.exists() ? (held.data() as Claim).doc_id : null;
    if (holder === id) return;
    if (holder !== null) {
      const document = await transaction.get(firestore.sdk.doc(firestore.db, collection, holder));
      if (document.exists() && document.get('slug') === slug) throw new FieldTakenError('slug', slug);
    }
    transaction.set(ref, { collection, doc_id: id } satisfies Claim);
  }

  /** Deletes the claim on `slug` if document `id` holds it (it may have none, or another may). */
  async function release(firestore: LoadedFirestore, transaction: Transaction, slug: string, id: string) {
    const ref = claimRef(firestore, slug);
    const held = await transaction.get(ref);
    return () => {
      if (held.exists() && (held.data() as Claim).doc_id === id) transaction.delete(ref);
    };
  }

  /**
   * Runs `write` on the document with the claims read first (a transaction reads before it writes).
   * A transaction needs the server: offline, the SDK would retry it for many seconds before failing,
   * so a device that knows the site cannot be reached is refused at once (the form keeps what was
   * typed; web/src/lib/connectivity.ts).
   */
  async function inTransaction(
    ref: (firestore: LoadedFirestore) => DocumentReference,
    write: (firestore: LoadedFirestore, transaction: Transaction, ref: DocumentReference) => Promise<void>,
  ): Promise<string> {
    if (!isSiteReachable()) throw new SlugNeedsConnectionError();
    const firestore = await loadFirestore();
    const document = ref(firestore);
    await firestore.sdk.runTransaction(firestore.db, (transaction) =>
      write(firestore, transaction, document),
    );
    return document.id;
  }

  return {
    /** Adds a document with its slug's claim; returns its id. */
    create: (fields: Slugged): Promise<string> =>
      inTransaction(
        ({ db, sdk }) => sdk.doc(sdk.collection(db, collection)),
        async (firestore, transaction, ref) => {
          const author = await (await stamps()).creationStamps();
          await claim(firestore, transaction, fields.slug, ref.id);
          const now = firestore.sdk.serverTimestamp();
          transaction.set(ref, { ...fields, created_at: now, updated_at: now, ...author });
        },
      ),

    /**
     * Replaces a document's fields and stamps `updated_at`. Only a changed slug needs the server (its
     * claim moves in a transaction): an edit that keeps the slug is a plain write, which Firestore
     * queues while the admin is offline.
     */
    async update(id: string, previousSlug: string, fields: Slugged): Promise<void> {
      const { editStamps } = await stamps();
      if (fields.slug === previousSlug) {
        const { db, sdk } = await loadFirestore();
        await sdk.updateDoc(sdk.doc(db, collection, id), {
          ...fields,
          updated_at: sdk.serverTimestamp(),
          ...(await editStamps(sdk)),
        });
        return;
      }
      await inTransaction(
        ({ db, sdk }) => sdk.doc(db, collection, id),
        async (firestore, transaction, ref) => {
          const author = await editStamps(firestore.sdk);
          const releaseOld = await release(firestore, transaction, previousSlug, id);
          await claim(firestore, transaction, fields.slug, id);
          releaseOld();
          transaction.update(ref, { ...fields, updated_at: firestore.sdk.serverTimestamp(), ...author });
        },
      );
    },

    /**
     * Restores document `id` whole, as `prepare` reads it inside the transaction, with its slug's
     * claim: FieldTakenError when another document has taken the slug since (a trashed document's
     * claim may be taken over, like any claim whose document is gone). A restored slug that differs
     * from the current one moves the claim, as an edit does.
     */
    restore: (
      id: string,
      prepare: (firestore: LoadedFirestore, transaction: Transaction) => Promise<SluggedRestore>,
    ): Promise<string> =>
      inTransaction(
        ({ db, sdk }) => sdk.doc(db, collection, id),
        async (firestore, transaction, ref) => {
          const { data, currentSlug, alongside } = await prepare(firestore, transaction);
          const releaseOld =
            currentSlug !== null && currentSlug !== data.slug
              ? await release(firestore, transaction, currentSlug, id)
              : null;
          await claim(firestore, transaction, data.slug, id);
          releaseOld?.();
          transaction.set(ref, data);
          alongside?.(transaction);
        },
      ),
  };
}
