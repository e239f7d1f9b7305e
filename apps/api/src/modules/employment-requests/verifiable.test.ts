import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyResponseSchema, type VerifiableDocumentKind } from '@portal/contracts/verify';
import { candidates, employers, verifiableDocuments } from '../../db/schema/index';
import { sha256Hex } from '../../platform/verifiable-documents/issue';
import { bookingIdOf } from '../booking/verifiable';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { insertTransfer } from '../transfer-contracts/fixtures.test-support';
import { loadRequestFixtures, makeRequest, type RequestFixtures } from './request-fixtures.test-support';

/**
 * The e-contract, the e-ticket and the transfer contract get their codes when approved and serve
 * the kept file (issue 25; the partnership contract's whole path is in
 * partnership-contracts/verifiable.test.ts): the public check answers their live status with
 * organisations only, none of the worker's, employer's or people's data.
 */
describe('verifiable e-contracts, e-tickets and transfer contracts', { timeout: 240_000 }, () => {
  let t: ShellTestApp;
  let f: RequestFixtures;
  beforeAll(async () => {
    vi.stubEnv('TRAVEL_BOOKING_URL', '');
    t = await createShellTestApp();
    f = await loadRequestFixtures(t.database.db);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t?.close();
  });

  const call = async (username: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { ...(await t.headersFor(username)), 'accept-language': 'en-US' } });
  const check = (code: string) => t.app.inject({ method: 'GET', url: `/api/verify/${code}` });
  const documentsOf = (kind: VerifiableDocumentKind, recordId: number) =>
    t.database.db
      .select()
      .from(verifiableDocuments)
      .where(and(eq(verifiableDocuments.kind, kind), eq(verifiableDocuments.recordId, recordId)));
  const kept = async (kind: VerifiableDocumentKind, recordId: number) => {
    await vi.waitFor(
      async () => {
        const rows = await documentsOf(kind, recordId);
        expect(rows).toHaveLength(2);
        expect(rows.every((row) => row.fileSha256 !== null)).toBe(true);
      },
      { timeout: 150_000, interval: 500 },
    );
    return documentsOf(kind, recordId);
  };
  /** The worker's and employer's data of a request: none may show in a public answer. */
  const personalOf = async (candidateId: number, employerId: number) => {
    const [candidate] = await t.database.db.select().from(candidates).where(eq(candidates.id, candidateId));
    const [employer] = await t.database.db.select().from(employers).where(eq(employers.id, employerId));
    return [
      candidate!.nameAr,
      candidate!.nameEn,
      candidate!.passportNumber,
      employer!.nameAr,
      employer!.nameEn,
      employer!.nationalId,
      employer!.mobile,
    ];
  };

  it('gives an e-contract its codes when the agency accepts, keeps its PDF, and follows its cancellation', async () => {
    // agency-id's country has no embassy step: accepting makes the request CONTRACTED.
    const made = await makeRequest(t.database.db, f, { agency: 'agencyId' });
    const accepted = await call('agency-id', 'POST', `/api/employment-requests/${made.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('CONTRACTED');

    const rows = await kept('employmentContract', made.id);
    const en = rows.find((row) => row.language === 'en-US')!;
    const pdf = await call('office', 'GET', `/api/employment-requests/${made.id}/pdf?language=en-US`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256Hex(pdf.rawPayload)).toBe(en.fileSha256);

    const valid = await check(en.code);
    expect(verifyResponseSchema.parse(valid.json())).toMatchObject({
      result: 'valid',
      document: { kind: 'employmentContract', status: 'CONTRACTED', number: accepted.json().number },
    });
    expect(valid.json().document.parties.map((p: { role: string }) => p.role)).toEqual(['office', 'agency']);
    for (const text of await personalOf(made.candidateId, made.employerId))
      expect(valid.body).not.toContain(text);

    const cancelled = await call(
      'office',
      'POST',
      `/api/employment-requests/${made.id}/cancel?reasonId=${f.reason.cancellation}`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    if (cancelled.json().status === 'CANCELLED') {
      expect((await check(en.code)).json()).toMatchObject({
        result: 'cancelled',
        document: { status: 'CANCELLED' },
      });
    } else {
      // Cancelled through the foreign-affairs confirmation: in force until it is confirmed.
      expect((await check(en.code)).json()).toMatchObject({
        result: 'valid',
        document: { status: cancelled.json().status },
      });
    }
  });

  it('gives an e-ticket its codes when the flight is booked and serves the kept file', async () => {
    const made = await makeRequest(t.database.db, f, { status: 'CONTRACTED', agency: 'agencyId' });
    const booked = await call('office', 'POST', `/api/booking/almatar/${made.id}/create`);
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = await bookingIdOf(t.database.db, made.id);
    const rows = await kept('eTicket', bookingId!);
    const ar = rows.find((row) => row.language === 'ar-SA')!;
    const pdf = await call('office', 'GET', `/api/booking/${made.id}/ticket/pdf?language=ar-SA`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256Hex(pdf.rawPayload)).toBe(ar.fileSha256);
    const valid = await check(ar.code);
    expect(valid.json()).toMatchObject({
      result: 'valid',
      document: { kind: 'eTicket', status: 'ISSUED', number: booked.json().ticketNumber },
    });
    expect(valid.json().document.parties.map((p: { role: string }) => p.role)).toEqual([
      'airline',
      'office',
      'agency',
    ]);
    const personal = [
      ...(await personalOf(made.candidateId, made.employerId)),
      booked.json().passengerName,
      booked.json().pnr,
    ];
    for (const text of personal) expect(valid.body).not.toContain(text);
  });

  it('gives a transfer contract its codes when the agency approves and serves the kept file', async () => {
    const { id } = await insertTransfer(t.database.db, f, 'PENDING', 'request');
    const approved = await call('agency-ph', 'POST', `/api/transfer-contracts/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const rows = await kept('transferContract', id);
    const en = rows.find((row) => row.language === 'en-US')!;
    const pdf = await call('office', 'GET', `/api/transfer-contracts/${id}/pdf?language=en-US`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256Hex(pdf.rawPayload)).toBe(en.fileSha256);
    const valid = await check(en.code);
    expect(valid.json()).toMatchObject({
      result: 'valid',
      document: { kind: 'transferContract', status: 'APPROVED', number: approved.json().number },
    });
    for (const text of ['Transferred Worker', 'عاملة منقولة', 'New Employer'])
      expect(valid.body).not.toContain(text);
  });
});
