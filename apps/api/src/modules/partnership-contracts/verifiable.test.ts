import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import {
  formatVerificationCode,
  VERIFICATION_CODE_ALPHABET,
  verificationPayloadSchema,
  verificationUrl,
  verifyFileResponseSchema,
  verifyResponseSchema,
} from '@portal/contracts/verify';
import { memberships, partnershipContractVersions, users, verifiableDocuments } from '../../db/schema/index';
import { contractBody, contractKit, createContract } from './contract-fixtures.test-support';
import { versionDocument } from './verifiable';
import { pdfPages } from '../../test-support/pdf-text';
import { TEST_CSRF_TOKEN } from '../../test-support/test-app';
import { multipartBody } from '../../platform/uploads/multipart-body.test-support';
import { issueDocument, sha256Hex } from '../../platform/verifiable-documents/issue';
import { VERIFY_CHECKS_PER_MINUTE } from '../../platform/verifiable-documents/routes';
import { newVerificationCode } from '../../platform/verifiable-documents/code';

// The codes drawn, watched so that one test can make a draw clash with a code already issued.
vi.mock('../../platform/verifiable-documents/code', async (importOriginal) => {
  const actual = await importOriginal<{ newVerificationCode: () => string }>();
  return { newVerificationCode: vi.fn(actual.newVerificationCode) };
});

const run = promisify(execFile);

/** Page 1 of a PDF as pdftoppm draws it at 150 dpi, and the QR code jsQR reads from it. */
const qrOfFirstPage = async (pdf: Buffer): Promise<string | null> => {
  const dir = await mkdtemp(join(tmpdir(), 'verify-qr-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', 'doc.pdf', 'page'], {
      cwd: dir,
    });
    const png = PNG.sync.read(await readFile(join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Verifiable documents end to end on a partnership contract (issue 25): codes at approval, the
 * PDF kept by the job, the public check (valid, superseded, cancelled, unknown), the file check,
 * the signed payload against the published keys, the QR read back from a 150 dpi image, no
 * person's data in the answers, and the per-address limit.
 */
describe('verifiable documents', { timeout: 180_000 }, () => {
  const kit = contractKit();
  const { call } = kit;
  const act = (username: string, id: number, action: string, query = '') =>
    call(username, 'POST', `/api/partnership/contracts/${id}/${action}${query}`);
  const check = (code: string, headers: Record<string, string> = {}) =>
    kit.t.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(code)}`, headers });
  const upload = (code: string, bytes: Buffer) => {
    const body = multipartBody({}, [
      { name: 'file', filename: 'contract.pdf', contentType: 'application/pdf', bytes },
    ]);
    // A browser's public form sends the anti-forgery pair like any other (decision 0049).
    const headers = {
      ...body.headers,
      cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
      [HEADERS.csrf]: TEST_CSRF_TOKEN,
    };
    return kit.t.app.inject({
      method: 'POST',
      url: `/api/verify/${code}/file`,
      payload: body.payload,
      headers,
    });
  };
  const documentsOf = (versionId: number) =>
    kit.t.database.db
      .select()
      .from(verifiableDocuments)
      .where(
        and(eq(verifiableDocuments.kind, 'partnershipContract'), eq(verifiableDocuments.recordId, versionId)),
      );
  const versionOf = async (contractId: number, termsVersion: number) => {
    const [row] = await kit.t.database.db
      .select()
      .from(partnershipContractVersions)
      .where(
        and(
          eq(partnershipContractVersions.contractId, contractId),
          eq(partnershipContractVersions.termsVersion, termsVersion),
        ),
      );
    if (!row) throw new Error(`no version ${termsVersion}`);
    return row;
  };
  /** Every person's data of the parties' users (names, e-mail, national id, username). */
  const personalTexts = async () => {
    const rows = await kit.t.database.db
      .select({ user: users })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(inArray(users.username, ['office', 'agency-ph']));
    return rows.flatMap(({ user }) =>
      [user.nameAr, user.nameEn, user.email, user.nationalId].filter((v): v is string => !!v && v.length > 3),
    );
  };

  let contractId = 0;
  let first: { en: string; ar: string } = { en: '', ar: '' };

  it('gives an approved version a code and a signed payload per language, and the job keeps its PDF', async () => {
    const draft = await createContract(kit);
    contractId = draft.id;
    expect((await act('office', draft.id, 'sendForApproval')).statusCode).toBe(200);
    expect(await documentsOf((await versionOf(draft.id, 1).catch(() => ({ id: -1 }))).id)).toEqual([]);
    const approved = await act('agency-ph', draft.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);

    const version = await versionOf(draft.id, 1);
    const rows = await documentsOf(version.id);
    expect(rows.map((row) => row.language).sort()).toEqual(['ar-SA', 'en-US']);
    for (const row of rows) {
      expect(row.code).toMatch(new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{12}$`));
      expect(row.contentSha256).toBe(sha256Hex(row.html));
      expect(row).toMatchObject({ version: 1, number: approved.json().number });
    }
    first = {
      en: rows.find((row) => row.language === 'en-US')!.code,
      ar: rows.find((row) => row.language === 'ar-SA')!.code,
    };
    // Issued again by its approver, as just made (no read of the languages issued first): the
    // insert's conflicts keep the copies it has, and none is made.
    const [approver] = await kit.t.database.db.select().from(users).where(eq(users.id, version.approvedBy));
    const again = versionDocument(kit.t.database.db, version, approver);
    expect(again.fresh).toBe(true);
    const key = await kit.t.app.verifiableDocuments.signingKey();
    await expect(issueDocument(kit.t.database.db, again, key)).resolves.toEqual([]);
    expect((await documentsOf(version.id)).map((row) => row.code).sort()).toEqual(
      [first.en, first.ar].sort(),
    );

    // The render job (platform/jobs) prints and keeps both files, and the version shows their hashes.
    await vi.waitFor(
      async () => {
        const kept = await documentsOf(version.id);
        expect(kept.every((row) => row.pdf !== null && row.fileSha256 === sha256Hex(row.pdf))).toBe(true);
      },
      { timeout: 120_000, interval: 500 },
    );
    const kept = await documentsOf(version.id);
    const withHashes = await versionOf(draft.id, 1);
    expect(withHashes.sha256En).toBe(kept.find((row) => row.language === 'en-US')!.fileSha256);
    expect(withHashes.sha256Ar).toBe(kept.find((row) => row.language === 'ar-SA')!.fileSha256);

    // The download is the kept file.
    const pdf = await call('office', 'GET', `/api/partnership/contracts/${draft.id}/pdf?language=en-US`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256Hex(pdf.rawPayload)).toBe(withHashes.sha256En);
  });

  it('draws again when a drawn code is already issued: the approval and its copies still commit together', async () => {
    const draft = await createContract(kit);
    expect((await act('office', draft.id, 'sendForApproval')).statusCode).toBe(200);
    const draws = vi.mocked(newVerificationCode);
    draws.mockClear();
    draws.mockReturnValueOnce(first.en);
    const approved = await act('agency-ph', draft.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'ACTIVE' });
    // Two codes for the statement that failed on the clash, two for the one that committed.
    expect(draws).toHaveBeenCalledTimes(4);
    const rows = await documentsOf((await versionOf(draft.id, 1)).id);
    expect(rows.map((row) => row.language).sort()).toEqual(['ar-SA', 'en-US']);
    expect(rows.map((row) => row.code)).not.toContain(first.en);
    const [clashed] = await kit.t.database.db
      .select()
      .from(verifiableDocuments)
      .where(eq(verifiableDocuments.code, first.en));
    expect(clashed).toMatchObject({ recordId: (await versionOf(contractId, 1)).id });
  });

  it('answers valid for the code as printed or typed, with organisations only', async () => {
    const typed = formatVerificationCode(first.en).toLowerCase();
    const res = await check(typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = verifyResponseSchema.parse(res.json());
    const [row] = (await documentsOf((await versionOf(contractId, 1)).id)).filter(
      (r) => r.language === 'en-US',
    );
    expect(answer).toMatchObject({
      result: 'valid',
      code: first.en,
      document: {
        kind: 'partnershipContract',
        version: 1,
        language: 'en-US',
        status: 'ACTIVE',
        fileSha256: row!.fileSha256,
      },
    });
    expect(answer.document!.parties.map((party) => party.role)).toEqual(['office', 'agency']);
    for (const text of await personalTexts()) expect(res.body).not.toContain(text);
  });

  it('signs the payload with a key published at /.well-known/jwks.json; a changed byte fails', async () => {
    const jwksRes = await kit.t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwksRes.statusCode).toBe(200);
    expect(jwksRes.headers['cache-control']).toContain('public');
    const jwks = createLocalJWKSet(jwksRes.json() as JSONWebKeySet);
    const [row] = (await documentsOf((await versionOf(contractId, 1)).id)).filter(
      (r) => r.language === 'ar-SA',
    );
    const { payload, protectedHeader } = await compactVerify(row!.jws, jwks);
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    const claims = verificationPayloadSchema.parse(JSON.parse(new TextDecoder().decode(payload)));
    expect(claims).toMatchObject({
      kind: 'partnershipContract',
      code: first.ar,
      version: 1,
      language: 'ar-SA',
      contentSha256: row!.contentSha256,
    });
    for (const text of await personalTexts()) expect(JSON.stringify(claims)).not.toContain(text);
    // One byte of the payload changed: the signature no longer holds.
    const [header, body, signature] = row!.jws.split('.') as [string, string, string];
    const changed = `${header}.${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}.${signature}`;
    await expect(compactVerify(changed, jwks)).rejects.toThrow();
  });

  it('prints the verification address in a QR code that reads back from a 150 dpi image of page 1', async () => {
    const [row] = (await documentsOf((await versionOf(contractId, 1)).id)).filter(
      (r) => r.language === 'en-US',
    );
    const text = await qrOfFirstPage(row!.pdf!);
    expect(text).toBe(verificationUrl(kit.t.config.publicUrl, row!.code, row!.jws));
    // The code, as printed for reading, is in the marks of every page.
    const pages = pdfPages(row!.pdf!);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toContain(formatVerificationCode(row!.code));
  });

  it('tells whether an uploaded PDF is the approved file: it matches, one changed byte does not', async () => {
    const [row] = (await documentsOf((await versionOf(contractId, 1)).id)).filter(
      (r) => r.language === 'en-US',
    );
    const same = await upload(first.en, row!.pdf!);
    expect(same.statusCode, same.body).toBe(200);
    expect(verifyFileResponseSchema.parse(same.json())).toMatchObject({ result: 'valid', file: 'matches' });
    const changed = Buffer.from(row!.pdf!);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 0x01;
    const other = await upload(first.en, changed);
    expect(other.json()).toMatchObject({ result: 'valid', file: 'doesNotMatch' });
    const notPdf = await upload(first.en, Buffer.from('just some text, not a PDF'));
    expect(notPdf.statusCode).toBe(400);
  });

  it('answers superseded with the version in force once an update is confirmed, and cancelled after a cancellation', async () => {
    const amended = await call(
      'office',
      'PUT',
      `/api/partnership/contracts/${contractId}`,
      contractBody(kit.f, 'agencyPh', 2100),
    );
    expect(amended.statusCode, amended.body).toBe(200);
    const confirmed = await call('agency-ph', 'PUT', `/api/partnership/contracts/${contractId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const second = await versionOf(contractId, 2);
    const [newer] = (await documentsOf(second.id)).filter((r) => r.language === 'en-US');
    expect(newer).toBeDefined();

    const old = verifyResponseSchema.parse((await check(first.en)).json());
    expect(old).toMatchObject({
      result: 'superseded',
      current: { version: 2, approvedAt: second.approvedAt.toISOString() },
    });
    expect((await check(newer!.code)).json()).toMatchObject({ result: 'valid', document: { version: 2 } });

    const asked = await act('office', contractId, 'cancel', `?reasonId=${kit.f.reason.cancellation}`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await check(newer!.code)).json()).toMatchObject({
      result: 'valid',
      document: { status: 'PENDING_CANCELLATION' },
    });
    const accepted = await act('agency-ph', contractId, 'acceptCancellation');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cancelled = verifyResponseSchema.parse((await check(newer!.code)).json());
    expect(cancelled).toMatchObject({ result: 'cancelled', document: { status: 'CANCELLED' } });
    expect(Date.parse(cancelled.cancelledAt!)).toBeGreaterThan(0);
  });

  it('answers unknown for a code nobody holds and a translated 400 for what cannot be a code', async () => {
    const unknown = await check('0000-0000-0000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ result: 'unknown', code: '000000000000' });
    const bad = await check('not a code', { 'accept-language': 'ar-SA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('رمز تحقق');
    const badEn = await check('12345');
    expect(badEn.statusCode).toBe(400);
    expect(badEn.body).toContain('verification code');
  });

  it('refuses checks beyond the limit per address with a translated 429', async () => {
    let refused: Awaited<ReturnType<typeof check>> | undefined;
    for (let i = 0; i <= VERIFY_CHECKS_PER_MINUTE && !refused; i += 1) {
      const res = await check(first.en, { 'accept-language': 'ar-SA' });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
