import type { FastifyBaseLogger } from 'fastify';
import type { JWK } from 'jose';
import type { Language } from '@portal/contracts/constants';
import type { VerifiableDocumentKind } from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import type { Jobs } from '../jobs/types';
import type { PdfRenderer } from '../pdf-renderer';
import { issueDocument, type ApprovedDocument } from './issue';
import { findByCode, findById, findDocument, findUnrendered, renderAndStore, type StoredPdf } from './render';
import { publishedKeys, rememberConfiguredKey, storedSigningKey, type SigningKey } from './signing-keys';

/** Told when a document's PDF was kept, e.g. to copy it where its module kept PDFs before. */
export type StoredListener = (recordId: number, language: Language, pdf: StoredPdf) => Promise<void>;

export type VerifiableDocuments = {
  /**
   * Gives an approved document its codes, signed payloads and printable copies (both languages)
   * and queues their renders. Called once the approving transaction committed; a document issued
   * before keeps what it has. A failure is logged, never thrown: the approval stands either way.
   */
  issue: (document: ApprovedDocument) => Promise<void>;
  /**
   * Queues the renders of copies an approving statement inserted with the document's own
   * statement (`copiesInsert`), by their codes; called once it committed. A failure is logged.
   */
  queueRenders: (codes: readonly string[]) => Promise<void>;
  /**
   * The approved PDF of a document in one language: the kept file, or, while its job has not run,
   * printed now and kept the same way (the first stored wins). Null: the document has no code
   * (approved before verifiable documents, or its issue failed).
   */
  storedPdf: (
    kind: VerifiableDocumentKind,
    recordId: number,
    language: Language,
    organization?: number,
  ) => Promise<StoredPdf | null>;
  onStored: (kind: VerifiableDocumentKind, listener: StoredListener) => void;
  /** Prints and keeps up to `limit` documents still without a PDF (the sweep; tests). */
  renderPending: (limit?: number) => Promise<number>;
  /** The key new payloads are signed with. */
  signingKey: () => Promise<SigningKey>;
  /** The public keys of /.well-known/jwks.json. */
  publicKeys: () => Promise<JWK[]>;
};

export const RENDER_JOB = 'verifiable-documents.render';

/** A render job names its copy by id (issued after the approval) or code (issued with it). */
export type RenderJobData = { id: number } | { code: string };

export type VerifiableDocumentsDeps = {
  db: Database;
  renderer: PdfRenderer;
  jobs: Jobs;
  log: FastifyBaseLogger;
  origin: string;
  /** DOCUMENT_SIGNING_KEY, parsed at start; null: the key kept in the database. */
  configuredKey: SigningKey | null;
};

export const createVerifiableDocuments = (deps: VerifiableDocumentsDeps): VerifiableDocuments => {
  const { db, renderer, jobs, log } = deps;
  const listeners = new Map<VerifiableDocumentKind, StoredListener[]>();
  const configured = deps.configuredKey;
  let stored: Promise<SigningKey> | null = null;
  let remembered: Promise<void> | null = null;
  const signingKey = (): Promise<SigningKey> => {
    if (configured) {
      remembered ??= rememberConfiguredKey(db, configured).catch((error: unknown) => {
        remembered = null;
        throw error;
      });
      return remembered.then(() => configured);
    }
    stored ??= storedSigningKey(db).catch((error: unknown) => {
      stored = null;
      throw error;
    });
    return stored;
  };

  const keep = async (id: number, organization?: number): Promise<StoredPdf | null> => {
    const row = await findById(db, id);
    if (!row) return null;
    const pdf = await renderAndStore(db, renderer, row, deps.origin, organization);
    if (pdf.stored)
      for (const listener of listeners.get(row.kind) ?? []) await listener(row.recordId, row.language, pdf);
    return pdf;
  };

  // The languages' renders in one statement: one commit, not one per language.
  const queue = (renders: RenderJobData[]) =>
    jobs.sendMany(RENDER_JOB, renders).catch((error: unknown) => {
      // The sweep prints them later; a download prints one at once.
      log.warn({ err: error, renders }, 'could not queue verifiable document renders');
    });

  return {
    issue: async (document) => {
      try {
        const made = await issueDocument(db, document, await signingKey());
        await queue(made.map((id) => ({ id })));
      } catch (error) {
        log.error(
          { err: error, kind: document.kind, recordId: document.recordId },
          'an approved document got no verification code',
        );
      }
    },
    queueRenders: (codes) => queue(codes.map((code) => ({ code }))),
    storedPdf: async (kind, recordId, language, organization) => {
      const row = await findDocument(db, kind, recordId, language);
      if (!row) return null;
      if (row.pdf && row.fileSha256) return { id: row.id, bytes: row.pdf, sha256: row.fileSha256 };
      return keep(row.id, organization);
    },
    onStored: (kind, listener) => {
      listeners.set(kind, [...(listeners.get(kind) ?? []), listener]);
    },
    renderPending: async (limit = 20) => {
      const pending = await findUnrendered(db, limit);
      for (const { id } of pending) await keep(id);
      return pending.length;
    },
    signingKey,
    publicKeys: () => publishedKeys(db, configured),
  };
};

/** The handler of one render job: the document printed and kept (nothing when it is gone). */
export const renderJob = (documents: VerifiableDocuments, db: Database) => async (data: RenderJobData) => {
  const row = 'id' in data ? await findById(db, data.id) : await findByCode(db, data.code);
  if (!row || row.fileSha256) return { rendered: false };
  await documents.storedPdf(row.kind, row.recordId, row.language);
  return { rendered: true };
};
