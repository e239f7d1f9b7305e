import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contractVersionListSchema,
  partnershipContractListResponseSchema,
} from '@portal/contracts/partnership-contracts/schemas';
import {
  organizationLimits,
  partnershipContracts,
  partnershipContractVersions,
  recordHistory,
} from '../../db/schema/index';
import { contractBody, contractKit, createContract } from './contract-fixtures.test-support';

const AR = { 'accept-language': 'ar-SA' };

describe('/api/partnership/contracts', () => {
  const kit = contractKit();
  const { call } = kit;

  const create = (username?: string, agency?: 'agencyPh' | 'agencyId') =>
    createContract(kit, username, agency);
  const act = async (username: string, id: number, action: string, query = '', headers = {}) =>
    call(username, 'POST', `/api/partnership/contracts/${id}/${action}${query}`, undefined, headers);
  const counts = async (username: string) =>
    (await call(username, 'GET', '/api/statistic/actionsNeeded')).json().partnership_contracts as number;

  it('walks a contract from draft to a confirmed update, with two versions whose PDFs are stored once', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ status: 'DRAFT', number: null, termsVersion: 1, hasPendingUpdate: false });
    expect(draft.actions).toEqual(['sendForApproval', 'update']);
    expect(draft.lines.map((line) => line.monthlySalary)).toEqual([1500, 1800]);

    const before = await counts('agency-ph');
    expect((await act('office', draft.id, 'sendForApproval')).statusCode).toBe(200);
    expect(await counts('agency-ph')).toBe(before + 1);
    const approved = await act('agency-ph', draft.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'ACTIVE',
      number: `PC-${String(draft.id).padStart(7, '0')}`,
    });
    expect(await counts('agency-ph')).toBe(before);

    const amended = await call(
      'office',
      'PUT',
      `/api/partnership/contracts/${draft.id}`,
      contractBody(kit.f, 'agencyPh', 2100),
    );
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json()).toMatchObject({ status: 'ACTIVE', termsVersion: 1, hasPendingUpdate: true });
    expect(amended.json().lines[0].monthlySalary).toBe(1500);
    expect(amended.json().pendingUpdate.lines[0].monthlySalary).toBe(2100);
    expect((await call('agency-ph', 'GET', '/api/partnership/contracts/check')).statusCode).toBe(409);
    expect((await call('office', 'GET', '/api/partnership/contracts/check')).statusCode).toBe(200);

    const confirmed = await call('agency-ph', 'PUT', `/api/partnership/contracts/${draft.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ termsVersion: 2, hasPendingUpdate: false, pendingUpdate: null });
    expect(confirmed.json().lines[0].monthlySalary).toBe(2100);
    expect((await call('agency-ph', 'GET', '/api/partnership/contracts/check')).statusCode).toBe(200);
    const again = await call('agency-ph', 'PUT', `/api/partnership/contracts/${draft.id}/confirm`);
    expect(again.statusCode).toBe(409);

    const versions = contractVersionListSchema.parse(
      (await call('office', 'GET', `/api/partnership/contracts/${draft.id}/versions`)).json(),
    );
    expect(versions.map((version) => version.termsVersion)).toEqual([2, 1]);
    const history = await call('fmol-ph', 'GET', `/api/history/partnershipContract/${draft.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBeGreaterThanOrEqual(5);
  });

  it('asks, refuses, asks again and accepts a cancellation; only the right side may answer', async () => {
    const { id } = await create('company');
    await act('company', id, 'sendForApproval');
    await act('agency-ph', id, 'approve');
    const noReason = await act('company', id, 'cancel');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reasonId).toEqual([
      'Choose a reason (reasonId) from the reasons list.',
    ]);
    const wrongKind = await act('company', id, 'cancel', `?reasonId=${kit.f.reason.suspension}`);
    expect(wrongKind.statusCode).toBe(400);
    // An employment request's cancellation reason is not a partnership's (decision 0040).
    const requestReason = `?reasonId=${kit.f.reason.requestCancellation}`;
    expect((await act('company', id, 'cancel', requestReason)).json().fieldErrors.reasonId).toEqual([
      'Choose an active reason of the kind “Partnership contract cancellation” from the reasons list.',
    ]);
    const inArabic = await act('company', id, 'cancel', requestReason, AR);
    expect(inArabic.statusCode).toBe(400);
    expect(inArabic.json().fieldErrors.reasonId).toEqual([
      'اختر سببًا مفعّلًا من نوع «إلغاء عقد شراكة» من قائمة الأسباب.',
    ]);
    const asked = await act('company', id, 'cancel', `?reasonId=${kit.f.reason.cancellation}`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'PENDING_CANCELLATION',
      cancellation: { askedBy: 'OFFICE' },
    });
    expect(asked.json().actions).toEqual(['undoCancellation']);
    const ownAnswer = await act('company', id, 'acceptCancellation', '', AR);
    expect(ownAnswer.statusCode).toBe(409);
    expect(ownAnswer.json().message).toContain('الطرف الآخر');
    expect((await act('agency-ph', id, 'undoCancellation')).statusCode).toBe(409);
    expect((await act('agency-ph', id, 'rejectCancellation')).json()).toMatchObject({
      status: 'ACTIVE',
      cancellation: null,
    });
    await act('agency-ph', id, 'cancel', `?reasonId=${kit.f.reason.cancellation}`);
    const accepted = await act('company', id, 'acceptCancellation');
    expect(accepted.json()).toMatchObject({ status: 'CANCELLED', cancellation: { askedBy: 'AGENCY' } });
  });

  it('rejects with a reason, and an update takes the contract back to DRAFT', async () => {
    const { id } = await create();
    await act('office', id, 'sendForApproval');
    const requestReason = await act(
      'agency-ph',
      id,
      'reject',
      `?reasonId=${kit.f.reason.requestRejection}`,
      AR,
    );
    expect(requestReason.statusCode).toBe(400);
    expect(requestReason.json().fieldErrors.reasonId).toEqual([
      'اختر سببًا مفعّلًا من نوع «رفض عقد شراكة» من قائمة الأسباب.',
    ]);
    const inEnglish = await act('agency-ph', id, 'reject', `?reasonId=${kit.f.reason.requestRejection}`);
    expect(inEnglish.json().fieldErrors.reasonId).toEqual([
      'Choose an active reason of the kind “Partnership contract rejection” from the reasons list.',
    ]);
    const rejected = await act('agency-ph', id, 'reject', `?reasonId=${kit.f.reason.rejection}`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: { id: kit.f.reason.rejection },
    });
    const updated = await call(
      'office',
      'PUT',
      `/api/partnership/contracts/${id}`,
      contractBody(kit.f, 'agencyPh', 1900),
    );
    expect(updated.json()).toMatchObject({ status: 'DRAFT' });
    expect(updated.json().lines[0].monthlySalary).toBe(1900);
  });

  it('names the current status in a translated 409, and changes nothing', async () => {
    const { id } = await create();
    const res = await act('office', id, 'cancel', `?reasonId=${kit.f.reason.cancellation}`, AR);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('لا يمكن تنفيذ هذا الإجراء: حالة عقد الشراكة الآن مسودة.');
    const [row] = await kit.t.database.db
      .select()
      .from(partnershipContracts)
      .where(eq(partnershipContracts.id, id));
    expect(row).toMatchObject({ status: 'DRAFT', rowVersion: 1 });
  });

  it("answers 404 for another organisation's contract, and lists only visible ones", async () => {
    const { id } = await create('office', 'agencyPh');
    for (const username of ['company', 'agency-id']) {
      expect((await call(username, 'GET', `/api/partnership/contracts/${id}`)).statusCode).toBe(404);
      expect((await call(username, 'GET', `/api/partnership/contracts/${id}/versions`)).statusCode).toBe(404);
      expect((await call(username, 'GET', `/api/history/partnershipContract/${id}`)).statusCode).toBe(404);
      expect((await call(username, 'GET', `/api/partnership/contracts/${id}/pdf`)).statusCode).toBe(404);
    }
    expect(
      (await call('company', 'PUT', `/api/partnership/contracts/${id}`, contractBody(kit.f))).statusCode,
    ).toBe(404);
    expect((await act('agency-id', id, 'approve')).statusCode).toBe(404);
    const list = partnershipContractListResponseSchema.parse(
      (await call('agency-id', 'GET', `/api/partnership/contracts?agencyId=${kit.f.org.agencyPh}`)).json(),
    );
    expect(list.total).toBe(0);
    const mine = partnershipContractListResponseSchema.parse(
      (await call('office', 'GET', '/api/partnership/contracts?status=DRAFT&size=5')).json(),
    );
    expect(mine.items.every((item) => item.office.id === kit.f.org.office && item.status === 'DRAFT')).toBe(
      true,
    );
    expect(mine.items[0]!.id).toBeGreaterThanOrEqual(id);
    await act('office', id, 'sendForApproval');
    expect((await call('fmol-ph', 'GET', `/api/partnership/contracts/${id}`)).statusCode).toBe(200);
  });

  it("a draft is the office's until sent: the agency and the country's overseers get 404, no list, no count", async () => {
    const { id } = await create('office', 'agencyPh');
    const listed = async (username: string) =>
      partnershipContractListResponseSchema
        .parse((await call(username, 'GET', '/api/partnership/contracts?size=100')).json())
        .items.map((item) => item.id);
    const drafts = async (username: string) =>
      (
        (await call(username, 'GET', '/api/dashboard/summary')).json().partnershipContracts as {
          status: string;
          count: number;
        }[]
      ).find((row) => row.status === 'DRAFT');
    for (const username of ['agency-ph', 'fmol-ph']) {
      for (const path of [`/api/partnership/contracts/${id}`, `/api/partnership/contracts/${id}/versions`]) {
        expect((await call(username, 'GET', path)).statusCode, `${username} ${path}`).toBe(404);
      }
      expect((await call(username, 'GET', `/api/partnership/contracts/${id}/pdf`)).statusCode).toBe(404);
      expect((await call(username, 'GET', `/api/history/partnershipContract/${id}`)).statusCode).toBe(404);
      expect(await listed(username)).not.toContain(id);
      expect(await drafts(username)).toBeUndefined();
    }
    expect((await call('office', 'GET', `/api/partnership/contracts/${id}`)).statusCode).toBe(200);
    expect(await listed('office')).toContain(id);
    expect(await drafts('office')).toMatchObject({ count: expect.any(Number) });

    expect((await act('office', id, 'sendForApproval')).statusCode).toBe(200);
    for (const username of ['agency-ph', 'fmol-ph']) {
      expect((await call(username, 'GET', `/api/partnership/contracts/${id}`)).statusCode).toBe(200);
      expect((await call(username, 'GET', `/api/history/partnershipContract/${id}`)).statusCode).toBe(200);
      expect(await listed(username)).toContain(id);
    }
  });

  it('refuses bad input with translated field errors, never a 500', async () => {
    const body = contractBody(kit.f);
    const duplicate = await call(
      'office',
      'POST',
      '/api/partnership/contracts/create',
      {
        ...body,
        lines: [body.lines[0], body.lines[0]],
      },
      AR,
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors['lines.1.jobId']).toEqual([
      'يوجد بند لهذه المهنة وهذا الجنس بالفعل.',
    ]);
    const wrongCountry = await call('office', 'POST', '/api/partnership/contracts/create', {
      ...body,
      countryId: kit.f.country.IDN,
    });
    expect(wrongCountry.statusCode).toBe(400);
    expect(Object.keys(wrongCountry.json().fieldErrors)).toEqual(['agencyId']);
    const unknownJob = await call('office', 'POST', '/api/partnership/contracts/create', {
      ...body,
      lines: [{ ...body.lines[0], jobId: 2_000_000_000 }],
    });
    expect(unknownJob.json().fieldErrors['lines.0.jobId']).toEqual([
      'Choose an active career from the list.',
    ]);
    expect(
      (await call('office', 'GET', '/api/partnership/contracts?from=2026-02-01&to=2026-01-01')).statusCode,
    ).toBe(400);
    expect((await call('office', 'GET', '/api/partnership/contracts/abc')).statusCode).toBe(400);
  });

  it('refuses a contract beyond the organisation limit, and counts ACTIVE contracts as used', async () => {
    const limitOf = async () =>
      (
        await call('company', 'GET', `/api/partnership/contracts/limit?countryId=${kit.f.country.IDN}`)
      ).json();
    const held = (await limitOf()).used as number;
    const { id } = await create('company', 'agencyId');
    await act('company', id, 'sendForApproval');
    await act('agency-id', id, 'approve');
    expect(await limitOf()).toEqual({ countryId: kit.f.country.IDN, used: held + 1, allowed: null });
    await kit.t.database.db
      .insert(organizationLimits)
      .values({ organizationId: kit.f.org.company, countryId: kit.f.country.IDN, maximum: held + 1 });
    expect(await limitOf()).toEqual({ countryId: kit.f.country.IDN, used: held + 1, allowed: held + 1 });
    const refused = await call(
      'company',
      'POST',
      '/api/partnership/contracts/create',
      contractBody(kit.f, 'agencyId'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${held + 1} of ${held + 1}`);
  });

  it('approves at once under an organisation limit: as many as fit, the others 409 with nothing written', async () => {
    const { db } = kit.t.database;
    const limitOf = and(
      eq(organizationLimits.organizationId, kit.f.org.company),
      eq(organizationLimits.countryId, kit.f.country.IDN),
    );
    await db.delete(organizationLimits).where(limitOf);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { id } = await create('company', 'agencyId');
      expect((await act('company', id, 'sendForApproval')).statusCode).toBe(200);
      ids.push(id);
    }
    const held = (
      await call('company', 'GET', `/api/partnership/contracts/limit?countryId=${kit.f.country.IDN}`)
    ).json().used as number;
    await db
      .insert(organizationLimits)
      .values({ organizationId: kit.f.org.company, countryId: kit.f.country.IDN, maximum: held + 2 });
    try {
      // The limit is checked within each approval's one statement, its row locked: two fit.
      const answers = await Promise.all(ids.map((id) => act('agency-id', id, 'approve')));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 409, 409]);
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.json().message).toContain(`(${held + 2} of ${held + 2})`);
      }
      const refused = ids.filter((_, index) => answers[index]!.statusCode === 409);
      const rows = await db
        .select()
        .from(partnershipContracts)
        .where(inArray(partnershipContracts.id, refused));
      expect(rows.map((row) => [row.status, row.number, row.rowVersion])).toEqual(
        refused.map(() => ['PENDING_APPROVAL', null, 2]),
      );
      const versions = await db
        .select()
        .from(partnershipContractVersions)
        .where(inArray(partnershipContractVersions.contractId, refused));
      expect(versions).toEqual([]);
      const approvals = await db
        .select()
        .from(recordHistory)
        .where(
          and(
            eq(recordHistory.entityType, 'partnershipContract'),
            inArray(recordHistory.entityId, refused),
            sql`${recordHistory.changes} -> 'status' ->> 'to' = 'ACTIVE'`,
          ),
        );
      expect(approvals).toEqual([]);
      const arabic = await act('agency-id', refused[0]!, 'approve', '', AR);
      expect(arabic.statusCode).toBe(409);
      expect(arabic.json().message).toContain('إندونيسيا');
      const limit = await call(
        'company',
        'GET',
        `/api/partnership/contracts/limit?countryId=${kit.f.country.IDN}`,
      );
      expect(limit.json()).toEqual({ countryId: kit.f.country.IDN, used: held + 2, allowed: held + 2 });
    } finally {
      await db.delete(organizationLimits).where(limitOf);
    }
  });

  it('previews the body as HTML in the request language, lists epros and filter options', async () => {
    const html = await call('office', 'POST', '/api/partnership/contracts/preview', contractBody(kit.f), AR);
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('lang="ar');
    expect(html.body).toContain('تلتزم الوكالة');
    const epros = (
      await call('office', 'GET', `/api/partnership/contracts/epros?countryId=${kit.f.country.PHL}`)
    ).json();
    expect(epros.map((epro: { id: number }) => epro.id)).toContain(kit.f.org.agencyPh);
    expect(epros.map((epro: { id: number }) => epro.id)).not.toContain(kit.f.org.agencyId);
    const offices = (await call('agency-ph', 'GET', '/api/partnership/contracts/filters/pro')).json();
    expect(offices.organizations.map((o: { id: number }) => o.id)).toContain(kit.f.org.office);
    const agencies = (await call('office', 'GET', '/api/partnership/contracts/filters/epro')).json();
    expect(agencies.organizations.map((o: { id: number }) => o.id)).not.toContain(kit.f.org.office);
  });
});
