import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import { verificationUrl, type VerifiableDocumentKind } from '@portal/contracts/verify';
import type { Database } from '../../db/client';
import { verifiableDocuments } from '../../db/schema/index';
import type { PdfRenderer } from '../pdf-renderer';
import { sha256Hex } from './issue';
import { withQrCode } from './qr';

export type StoredPdf = { id: number; bytes: Buffer; sha256: string };
export type StoredRow = typeof verifiableDocuments.$inferSelect;

/**
 * Prints a document's verified copy, its QR code drawn into its marks (`withQrCode`), and keeps it
 * with its SHA-256 unless one is kept already: of the job and a download racing, the first stored
 * wins and both answer the kept bytes.
 */
export const renderAndStore = async (
  db: Database,
  renderer: PdfRenderer,
  row: StoredRow,
  origin: string,
  organization?: number,
): Promise<StoredPdf & { stored: boolean }> => {
  if (row.pdf && row.fileSha256) return { id: row.id, bytes: row.pdf, sha256: row.fileSha256, stored: false };
  // The marks' QR code is drawn once a page is free to print them (renders waiting draw nothing).
  const bytes = await renderer.render(
    async () => ({
      html: row.html,
      pageMarks: await withQrCode(row.pageMarks, verificationUrl(origin, row.code, row.jws)),
    }),
    organization !== undefined ? { organization } : {},
  );
  const updated = await db
    .update(verifiableDocuments)
    .set({ pdf: bytes, fileSha256: sha256Hex(bytes), renderedAt: new Date() })
    .where(and(eq(verifiableDocuments.id, row.id), isNull(verifiableDocuments.fileSha256)))
    .returning({ id: verifiableDocuments.id });
  const [kept] = await db.select().from(verifiableDocuments).where(eq(verifiableDocuments.id, row.id));
  if (!kept?.pdf || !kept.fileSha256) throw new Error(`verifiable document ${row.id} lost its PDF`);
  return { id: kept.id, bytes: kept.pdf, sha256: kept.fileSha256, stored: updated.length > 0 };
};

export const findDocument = async (
  db: Database,
  kind: VerifiableDocumentKind,
  recordId: number,
  language: Language,
): Promise<StoredRow | undefined> =>
  (
    await db
      .select()
      .from(verifiableDocuments)
      .where(
        and(
          eq(verifiableDocuments.kind, kind),
          eq(verifiableDocuments.recordId, recordId),
          eq(verifiableDocuments.language, language),
        ),
      )
  )[0];

export const findById = async (db: Database, id: number): Promise<StoredRow | undefined> =>
  (await db.select().from(verifiableDocuments).where(eq(verifiableDocuments.id, id)))[0];

export const findByCode = async (db: Database, code: string): Promise<StoredRow | undefined> =>
  (await db.select().from(verifiableDocuments).where(eq(verifiableDocuments.code, code)))[0];

/** The oldest documents whose PDF is not kept yet (the sweep's batch). */
export const findUnrendered = (db: Database, limit: number): Promise<{ id: number }[]> =>
  db
    .select({ id: verifiableDocuments.id })
    .from(verifiableDocuments)
    .where(isNull(verifiableDocuments.fileSha256))
    .orderBy(asc(verifiableDocuments.id))
    .limit(limit);
